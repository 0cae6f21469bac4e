"""The tournament controller and its threads: the tournament's threads never hold the controller (a Qt
object), so it is freed on the GUI thread when the GUI lets it go, and never by the garbage collector
on whatever thread happens to run it."""

from __future__ import annotations

import gc
import sys
import threading
import weakref
from pathlib import Path

from app.controller.tournament_controller import TournamentController, TournamentRequest
from app.tournament import EngineSpec

FAKE = Path(__file__).resolve().parent.parent / "engines" / "fakes" / "fake_engine.py"


def fake(mode: str, name: str) -> EngineSpec:
    return EngineSpec(sys.executable, None, "uci", name, (), 2.0, (str(FAKE), mode))


def request(pgn: Path, mode: str = "echo", games: int = 2) -> TournamentRequest:
    return TournamentRequest((fake(mode, "first"), fake(mode, "second")), games=games, time="movetime=20ms",
                             adjudicate="maxmoves=10", pgn=str(pgn))


def freed_where(controller: TournamentController) -> tuple[weakref.ref, list[threading.Thread]]:
    """A weak reference to the controller, and the list its freeing thread goes in."""
    where: list[threading.Thread] = []
    return weakref.ref(controller, lambda _: where.append(threading.current_thread())), where


def test_a_finished_tournaments_controller_is_freed_when_let_go_not_by_the_collector(qtbot, tmp_path):
    """No reference cycle through the tournament: the collector, which may run on any thread (a game
    thread of the next tournament), never has the controller to free."""
    controller = TournamentController()
    with qtbot.waitSignal(controller.finished, timeout=60_000) as done:
        assert controller.start(request(tmp_path / "t.pgn"))
    assert done.args[0].reason.value == "complete"
    assert not controller.running
    ref, where = freed_where(controller)
    collecting = gc.isenabled()
    gc.disable()
    try:
        del controller, done
        assert ref() is None, "the controller is only freed by the cyclic garbage collector"
        assert where == [threading.main_thread()]
    finally:
        if collecting:
            gc.enable()


def test_a_controller_let_go_while_its_tournament_runs_is_freed_on_the_gui_thread(qtbot, tmp_path):
    """The tournament's threads hold neither the controller nor its signals: dropping it while the
    games go on frees it at once, here; the tournament ends on its own when stopped."""
    controller = TournamentController()
    with qtbot.waitSignal(controller.game_started, timeout=60_000):
        assert controller.start(request(tmp_path / "t.pgn", games=6))
    tournament, thread = controller.tournament, controller._thread
    assert tournament is not None and thread is not None and thread.is_alive()
    ref, where = freed_where(controller)
    collecting = gc.isenabled()
    gc.disable()
    try:
        del controller
        freed = ref() is None
        kept = ref()                # (old code) the last reference stays here, not on the tournament's thread
        tournament.stop()
        thread.join(60)
        assert not thread.is_alive()
        assert freed, "the tournament's thread holds the controller"
        assert where == [threading.main_thread()]
        del kept
    finally:
        if collecting:
            gc.enable()


def test_events_reach_the_signals_in_order_on_the_gui_thread(qtbot, tmp_path):
    """Every signal is emitted on the GUI thread, the games in the order they were played."""
    controller = TournamentController()
    seen: list[tuple[str, threading.Thread]] = []
    for name in ("started", "game_started", "game_moved", "game_finished", "standings_changed", "finished"):
        getattr(controller, name).connect(lambda *_, name=name: seen.append((name, threading.current_thread())))
    with qtbot.waitSignal(controller.finished, timeout=60_000):
        assert controller.start(request(tmp_path / "t.pgn"))
    names = [name for name, _ in seen]
    assert {thread for _, thread in seen} == {threading.main_thread()}
    assert names[0] == "started" and names[-1] == "finished"
    assert names.count("game_started") == names.count("game_finished") == 2
    assert names.count("game_moved") >= 2
    assert names.index("game_started") < names.index("game_moved") < names.index("game_finished")
    assert not controller.running and controller.live_games() == []


def test_a_tournament_that_fails_is_reported_on_the_gui_thread(qtbot, tmp_path):
    controller = TournamentController()
    missing = EngineSpec(str(tmp_path / "no-such-engine"), None, "uci", "ghost", (), 2.0, ())
    where: list[threading.Thread] = []
    controller.failed.connect(lambda _: where.append(threading.current_thread()))
    with qtbot.waitSignal(controller.failed, timeout=60_000) as failed:
        assert controller.start(TournamentRequest((fake("echo", "first"), missing), pgn=str(tmp_path / "t.pgn")))
    assert failed.args[0].kind.value == "engines"
    assert where == [threading.main_thread()]
    assert not controller.running


def test_a_built_in_entrant_whose_network_cannot_be_used_is_refused_in_the_window_too(qtbot, tmp_path):
    """The window's tournament is refused as the command line's is, before any game or file: the problem
    is the setting's (the participants), and the view words it with the engine, the file and why."""
    from app.tournament import GameFinished, SettingProblem, TimeSetting, Tournament, TournamentSettings
    from app.tournament.errors import NetworkReason
    from app.view.tournament_texts import problem_text
    from tests.tournament.test_eval_file import good_network
    controller = TournamentController()
    missing = tmp_path / "gone.nnue"
    problems: list[object] = []
    controller.failed.connect(problems.append)
    pgn = tmp_path / "t.pgn"
    net = EngineSpec("builtin", "novice", name="Net", options=(("EvalFile", str(missing)),))
    assert not controller.start(TournamentRequest((net, fake("echo", "second")), pgn=str(pgn)))
    assert not pgn.exists() and not controller.running
    (problem,) = problems
    assert (problem.kind.value, problem.setting, problem.error.problem, problem.error.reason) == \
        ("setting", "engine", SettingProblem.NETWORK, NetworkReason.MISSING)
    assert problem_text(problem.error) == (f"Participants: Net: the network file “{missing}” cannot be used: there is "
                                           "no such file; the engine would play with its hand-written evaluation")
    # a tournament saved with a network that is gone since is not resumed either
    path = good_network(tmp_path)
    settings = TournamentSettings(engines=(EngineSpec("builtin", "novice", name="Net",
                                                      options=(("EvalFile", str(path)),)), fake("echo", "second")),
                                  games=4, time=TimeSetting.parse("depth=1"))
    saved = tmp_path / "saved.pgn"
    tournament = Tournament(settings, str(saved), concurrency=1)
    tournament.listener = lambda e: isinstance(e, GameFinished) and tournament.stop()
    assert tournament.run().finished == 1
    path.unlink()
    assert not controller.resume(str(saved))
    assert problems[-1].error.reason is NetworkReason.MISSING and not controller.running
