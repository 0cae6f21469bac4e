"""The same tournament on a dask.distributed LocalCluster of two worker processes."""

import pytest

from app.engines import EngineError, EngineProblem
from app.formats import read_games
from app.tournament import (Adjudication, EngineSpec, GameFinished, GameStarted, TimeSetting, Tournament,
                            TournamentError, TournamentProblem, TournamentSettings)

from .conftest import FAIRY, check_against_rules, needs_fairy

distributed = pytest.importorskip("distributed")


@pytest.fixture(scope="module")
def cluster():
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as c:
        yield c


@needs_fairy
def test_games_spread_over_the_workers(cluster, tmp_path):
    settings = TournamentSettings(engines=(EngineSpec.parse("builtin:novice"), EngineSpec.parse(FAIRY),
                                           EngineSpec.parse("builtin:beginner")), games=2, openings="book",
                                  time=TimeSetting.parse("movetime=50ms"),
                                  adjudication=Adjudication.parse(["maxmoves=25"]))
    finished = []
    pgn = tmp_path / "c.pgn"
    table = Tournament(settings, str(pgn), scheduler=cluster.scheduler_address,
                       listener=lambda e: isinstance(e, GameFinished) and finished.append(e.game)).run()
    assert sorted(g.number for g in finished) == list(range(1, 7)) and table.finished == 6
    for game in finished:
        check_against_rules(game, "cxq", 25)
    assert sum(r.points for r in table.rows) == 6
    trees = read_games(pgn)
    assert sorted(int(t.headers["Round"]) for t in trees) == list(range(1, 7))
    by_number = {g.number: g for g in finished}
    for tree in trees:
        assert tree.mainline() == list(by_number[int(tree.headers["Round"])].all_moves)


def test_a_resumed_cluster_tournament_plays_only_what_is_left(cluster, tmp_path):
    settings = TournamentSettings(engines=(EngineSpec.parse("builtin:novice"), EngineSpec.parse("builtin:beginner")),
                                  games=4, time=TimeSetting.parse("movetime=30ms"),
                                  adjudication=Adjudication.parse(["maxmoves=8"]))
    pgn = str(tmp_path / "r.pgn")
    first = Tournament(settings, pgn, concurrency=1)
    first.listener = lambda e: isinstance(e, GameFinished) and first.stop()      # stop after one game
    assert first.run().finished == 1
    played = []
    table = Tournament.resume(pgn, scheduler=cluster.scheduler_address,
                              listener=lambda e: isinstance(e, GameFinished) and played.append(e.game.number)).run()
    assert table.finished == 4 and sorted(played) == [n for n in range(1, 5) if n not in
                                                      {r.number for r in first.results}]
    assert len(read_games(pgn)) == 4


def test_engines_that_do_not_start_on_the_workers_come_back_as_values(cluster, tmp_path):
    """The workers' EngineErrors travel back whole (kind and arguments), not as 'name: text' lines."""
    settings = TournamentSettings(engines=(EngineSpec.parse("builtin:novice"),
                                           EngineSpec(str(tmp_path / "ghost"), name="Ghost")),
                                  time=TimeSetting.parse("movetime=30ms"))
    with pytest.raises(TournamentError) as caught:
        Tournament(settings, str(tmp_path / "g.pgn"), scheduler=cluster.scheduler_address).run()
    assert caught.value.problem is TournamentProblem.ENGINES and caught.value.names == ("Ghost",)
    (failure,) = caught.value.failures
    assert isinstance(failure.error, EngineError) and failure.error.problem is EngineProblem.NOT_FOUND
    assert failure.error.program == str(tmp_path / "ghost")
    assert list(tmp_path.iterdir()) == []                 # it never started: nothing left behind


def test_a_network_file_the_workers_cannot_use_is_refused_naming_the_worker(cluster, tmp_path, monkeypatch):
    """The check on this machine is not enough: a worker's engines read the network at the same path,
    which another machine may not have. Here a relative path stands for that: it names a file in this
    process's folder, not in the workers' (they were started elsewhere), and every worker is asked."""
    from app.ai.nnue import FeatureSet
    from app.tournament import SettingError, SettingProblem
    from app.tournament.cli import main
    from app.tournament.errors import NetworkReason

    from tests.ai.test_nnue import random_network
    monkeypatch.chdir(tmp_path)
    (tmp_path / "here.nnue").write_bytes(random_network(FeatureSet.PS, width=16, seed=3).to_bytes())
    settings = TournamentSettings(engines=(EngineSpec.parse("builtin:novice,EvalFile=here.nnue,name=Net"),
                                           EngineSpec.parse("builtin:beginner")),
                                  time=TimeSetting.parse("depth=1"), adjudication=Adjudication.parse(["maxmoves=2"]))
    started = []
    with pytest.raises(SettingError) as caught:
        Tournament(settings, "n.pgn", scheduler=cluster.scheduler_address,
                   listener=lambda e: isinstance(e, GameStarted) and started.append(e)).run()
    err = caught.value
    assert (err.problem, err.reason, err.within, err.value) == (SettingProblem.NETWORK, NetworkReason.MISSING, "Net",
                                                                "here.nnue")
    assert err.worker in cluster.scheduler_info["workers"] and f"on the worker {err.worker}" in str(err)
    assert started == [] and sorted(p.name for p in tmp_path.iterdir()) == ["here.nnue"]    # nothing played or left
    status = main(["--engine", "builtin:novice,EvalFile=here.nnue", "--engine", "builtin", "--tc", "depth=1",
                   "--scheduler", cluster.scheduler_address, "--pgn", "n.pgn", "--quiet"])
    assert status == 2
