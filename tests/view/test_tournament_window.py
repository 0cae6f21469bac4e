"""Tools ▸ Tournament…: the window driven end to end with the built-in engine's low levels and fake
engines; every wait is on a signal or a condition."""

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from app.controller.tournament_controller import TournamentController, TournamentRequest
from app.controller.tournament_values import external_entrant
from app.formats import read_games
from app.tournament import EngineSpec
from app.view.tournament_window import TournamentWindow

FAKE = Path(__file__).resolve().parent.parent / "engines" / "fakes" / "fake_engine.py"


def fake(mode, name):
    """A fake engine as the engine list would hold it."""
    return EngineSpec(sys.executable, None, "uci", name, (), 2.0, (str(FAKE), mode))


@pytest.fixture
def make_window(qtbot):
    made = []

    def make(extra=()):
        controller = TournamentController()
        window = TournamentWindow(controller, controller.entrants([]) + list(extra), TournamentRequest)
        window.asked = []
        window.ask = lambda title, question: window.asked.append(question) or True
        qtbot.addWidget(window)
        made.append(controller)
        return controller, window

    yield make
    for controller in made:
        controller.close()


def set_up(window, names, pgn, games=2, tc="movetime=20ms", adjudicate="maxmoves=20", concurrency=2):
    window.set_checked(names)
    window.games.setValue(games)
    window.time.setCurrentText(tc)
    window.set_adjudication(adjudicate)
    window.concurrency.setValue(concurrency)
    window.pgn.setText(str(pgn))


def test_round_robin_end_to_end(qtbot, make_window, tmp_path):
    controller, window = make_window()
    names = ["builtin-novice", "builtin-beginner", "builtin-casual"]
    set_up(window, names, tmp_path / "rr.pgn")
    seen = []     # what the live panel showed after each move (its slot runs before this one)
    controller.game_moved.connect(lambda game: seen.append((window.live.chosen(), window.live.moves.toPlainText(),
                                                            window.status.text())))
    with qtbot.waitSignal(controller.finished, timeout=180_000) as done:
        assert window.start()
        assert not window.setup_form.isEnabled() and window.stop_button.isEnabled()
    assert done.args[0].reason.value == "complete"
    assert seen and any(chosen is not None and text.startswith("1. ") for chosen, text, _ in seen)
    assert any(status.startswith("Running:") for *_, status in seen)
    # the tables: six games, a point each; each engine's crosstable cells add up to its points
    table = window.standings
    assert window.finished_games.rowCount() == 6
    assert window.progress.value() == window.progress.maximum() == 6
    points = [float(table.cell(r, 3)) for r in range(3)]
    assert sum(points) == 6.0 and points == sorted(points, reverse=True)
    for row in range(3):
        cells = [table.cell(row, c, cross=True) for c in range(1, 4) if c != row + 1]
        assert sum(float(c.split("/")[0]) for c in cells) == points[row]
        assert sum(int(c.split("/")[1]) for c in cells) == 4 == int(table.cell(row, 2))
    assert {table.cell(r, 1) for r in range(3)} == {"builtin-novice", "builtin-beginner", "builtin-casual"}
    for row, line in enumerate(table.standings.rows):                   # Elo and LOS shown once they mean something
        assert table.cell(row, 7) == (f"{line.elo.elo:+.0f}" if line.elo.meaningful else "—")
        assert table.cell(row, 9) == (f"{100 * line.elo.los:.1f}%" if line.wins + line.losses else "—")
    assert window.status.text() == "The tournament is complete."
    assert window.setup_form.isEnabled() and not window.stop_button.isEnabled()
    assert window.live.list.count() == 0 and window.live.info.text() == "No game under way"
    games = list(read_games(str(tmp_path / "rr.pgn")))
    assert len(games) == 6
    # double-clicking a finished game asks to open it; its record is the game played
    row = 2
    number = window.finished_games.number_at(row)
    rect = window.finished_games.visualItemRect(window.finished_games.item(row, 1))
    with qtbot.waitSignal(window.open_game_requested) as opened:
        qtbot.mousePress(window.finished_games.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        qtbot.mouseDClick(window.finished_games.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert opened.args == [number]
    tree = controller.record(number)
    moves = int(window.finished_games.item(row, 4).text())
    assert tree is not None and (len(tree.mainline_nodes()) + 1) // 2 == moves


def test_pause_stop_and_resume(qtbot, make_window, tmp_path):
    controller, window = make_window()
    pgn = tmp_path / "match.pgn"
    set_up(window, ["builtin-novice", "builtin-beginner"], pgn, games=6, tc="movetime=30ms",
           adjudicate="maxmoves=40", concurrency=1)
    with qtbot.waitSignal(controller.game_finished, timeout=120_000):
        assert window.start()
    window.pause_button.click()
    assert window.pause_button.text() == "Continue" and window.status.text().startswith("Paused:")
    qtbot.waitUntil(lambda: controller.tournament.control.held == 1 or controller.tournament.running == 0,
                    timeout=30_000)
    window.pause_button.click()
    assert window.pause_button.text() == "Pause" and controller.tournament.paused is False
    with qtbot.waitSignal(controller.finished, timeout=60_000) as stopped:
        window.stop_button.click()
    assert stopped.args[0].reason.value == "stopped"
    assert window.status.text().startswith("Stopped.")
    before = stopped.args[0].standings.finished
    assert 1 <= before < 6 and window.setup_form.isEnabled()
    # Start again with the same PGN: the window offers to resume the saved tournament
    with qtbot.waitSignal(controller.finished, timeout=180_000) as done:
        assert window.start()
    assert "Resume" in window.asked[-1] and all("under way" in q for q in window.asked[:-1])
    assert done.args[0].reason.value == "complete" and done.args[0].standings.finished == 6
    assert window.finished_games.rowCount() == 6          # the earlier games listed too
    assert sorted(window.finished_games.number_at(r) for r in range(6)) == [1, 2, 3, 4, 5, 6]
    assert len(list(read_games(str(pgn)))) == 6


def test_a_crashing_engine_loses_and_the_tournament_goes_on(qtbot, make_window, tmp_path):
    controller, window = make_window([fake("crash", "<b>crasher</b>")])
    set_up(window, ["builtin-novice", "<b>crasher</b>"], tmp_path / "crash.pgn", concurrency=1)
    with qtbot.waitSignal(controller.finished, timeout=120_000) as done:
        assert window.start()
    assert done.args[0].reason.value == "complete"
    rows = window.finished_games.rowCount()
    assert rows == 2
    assert all(window.finished_games.item(r, 5).text().startswith("Engine crashed") for r in range(rows))
    assert {window.standings.cell(r, 1) for r in range(2)} == {"builtin-novice", "<b>crasher</b>"}
    assert window.standings.cell(0, 1) == "builtin-novice" and window.standings.cell(0, 3) == "2"


def test_problems_are_shown_plainly(qtbot, make_window, tmp_path):
    missing = external_entrant("<i>ghost</i>", str(tmp_path / "no-such-engine"), "uci", {})
    controller, window = make_window([missing])
    assert window.problem.textFormat() == Qt.TextFormat.PlainText
    # a bad PGN path: nothing starts
    set_up(window, ["builtin-novice", "builtin-beginner"], tmp_path / "no" / "dir" / "x.pgn")
    with qtbot.waitSignal(controller.failed) as failed:
        assert not window.start()
    assert failed.args[0].kind.value == "file"
    pgn = tmp_path / "no" / "dir" / "x.pgn"
    assert window.problem.text() == f"“{pgn}” cannot be written: its folder does not exist."
    assert not controller.running and window.setup_form.isEnabled()
    # a time control that cannot be read; too few participants
    window.pgn.setText(str(tmp_path / "ok.pgn"))
    window.time.setCurrentText("soon")
    assert not window.start()
    assert window.problem.text().startswith("Time control: “soon” is not a time control")
    window.time.setCurrentText("movetime=20ms")
    window.set_checked(["builtin-novice"])
    assert not window.start()
    assert window.problem.text() == "Participants: a tournament needs at least two"
    # an engine that does not start: reported once the tournament tries it, its name as given
    window.set_checked(["builtin-novice", "<i>ghost</i>"])
    with qtbot.waitSignal(controller.failed, timeout=60_000):
        assert window.start()
    qtbot.waitUntil(lambda: not controller.running)
    assert window.problem.text() == (f"An engine did not start: <i>ghost</i>: There is no program at "
                                     f"{tmp_path / 'no-such-engine'}")
    assert window.setup_form.isEnabled()


def test_tools_menu_offers_the_tournament(qtbot):
    from app.view.main_window import MainWindow
    window = MainWindow()
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.tournament_requested):
        window.actions_by_name["tournament"].trigger()


def test_tools_tournament_opens_the_window_and_a_finished_game_in_a_study(qtbot, studio, tmp_path):
    from PySide6.QtWidgets import QApplication

    from app.controller.engine_registry import EngineSpec as ListedEngine
    from app.view.study_window import StudyWindow
    studio.analysis.registry.add(ListedEngine("Listed <engine>", "/usr/games/fairy-stockfish", "uci", (),
                                              {"Skill Level": 1, "Ponder": False}))
    studio.window.actions_by_name["tournament"].trigger()
    window = studio.tournament_window
    qtbot.waitExposed(window)
    listed = [window.participants.item(r).text() for r in range(window.participants.count())]
    assert listed[0].startswith("Built-in engine: Novice (rating ")
    assert listed[1].startswith("Built-in engine: Beginner")
    assert listed[-1] == "Listed <engine>"
    assert window.entrants[-1].options == (("Skill Level", "1"), ("Ponder", "false"))
    set_up(window, ["builtin-novice", "builtin-beginner"], tmp_path / "m.pgn", games=1)
    controller = window.controller
    with qtbot.waitSignal(controller.finished, timeout=120_000):
        assert window.start()
    before = {w for w in QApplication.topLevelWidgets() if isinstance(w, StudyWindow)}
    window.open_game_requested.emit(window.finished_games.number_at(0))
    opened = [w for w in QApplication.topLevelWidgets() if isinstance(w, StudyWindow) and w not in before]
    assert len(opened) == 1
    study = opened[0]
    assert study.controller.tree.headers["Red"] == "builtin-novice"
    plies = len(study.controller.tree.mainline_nodes())
    assert (plies + 1) // 2 == int(window.finished_games.item(0, 4).text())
    study.close()
    window.close()
    controller.close()
