"""The tournament window as a player meets it: a tournament stopped before its
first game finished resumes from the window, from its PGN or its state file, with the games under way
kept; Stop asks first; the set-up starts with a PGN file in the data folder, is remembered across
restarts, has labelled adjudication and SPRT fields that are locked while it runs, shows Elo only once
it means something, and shows no empty tables before the start."""

import json
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QAbstractSpinBox, QCheckBox, QComboBox, QGroupBox, QLineEdit, QListWidget

from app.controller.settings import Settings
from app.controller.tournament_controller import TournamentController, TournamentRequest
from app.formats import read_games
from app.model.enums import Color
from app.tournament import EngineSpec, GameResult, standings
from app.tournament.played import Ending
from app.view.tournament_window import TournamentWindow

LEGAL = Path(__file__).resolve().parent.parent / "tournament" / "fakes" / "first_legal.py"


def legal(name, delay="0.05"):
    """A quick engine of the engine list (tests/tournament/fakes/first_legal.py)."""
    return EngineSpec(sys.executable, None, "uci", name, (), 5.0, (str(LEGAL), "--delay", delay))


@pytest.fixture
def make_window(qtbot):
    made = []

    def make(extra=(), remembered=""):
        controller = TournamentController()
        window = TournamentWindow(controller, controller.entrants([]) + list(extra), TournamentRequest,
                                  **({"remembered": remembered} if remembered else {}))
        window.asked = []
        window.answer = True
        window.ask = lambda title, question: window.asked.append(question) or window.answer
        qtbot.addWidget(window)
        made.append(controller)
        return controller, window

    yield make
    for controller in made:
        controller.close()


def quick(window, pgn=None, games=2):
    window.set_checked(["slow-a", "slow-b"])
    window.games.setValue(games)
    window.time.setCurrentText("movetime=50ms")
    if hasattr(window, "set_adjudication"):
        window.set_adjudication("maxmoves=6")
    else:                                              # (the first version's text field)
        window.adjudicate.setText("maxmoves=6")
    window.concurrency.setValue(1)
    if pgn is not None:
        window.pgn.setText(str(pgn))


def stopped_during_the_first_game(qtbot, controller, window):
    """Start, wait for a few moves of game 1, press Stop (agreeing): the stopped event."""
    moves = []
    controller.game_moved.connect(lambda game: moves.append(game))
    assert window.start()
    qtbot.waitUntil(lambda: len(moves) >= 3, timeout=60_000)
    with qtbot.waitSignal(controller.finished, timeout=60_000) as stopped:
        window.stop_button.click()
    assert stopped.args[0].reason.value == "stopped" and stopped.args[0].standings.finished == 0
    return [m.moves for m in moves][-1]


@pytest.mark.parametrize("choose", ["pgn", "state file"])
def test_a_tournament_stopped_before_its_first_game_finished_resumes_from_the_window(qtbot, make_window, tmp_path,
                                                                                    choose):
    controller, window = make_window([legal("slow-a", "0.2"), legal("slow-b", "0.2")])
    pgn = tmp_path / "tourn3.pgn"
    quick(window, pgn)
    played = stopped_during_the_first_game(qtbot, controller, window)
    assert pgn.exists()                                   # a file the resume dialog can open
    assert Path(str(pgn) + ".tournament.json").exists()
    window.pgn.setText("")
    window.choose_file = lambda kind: str(pgn) if choose == "pgn" else str(pgn) + ".tournament.json"
    with qtbot.waitSignal(controller.finished, timeout=120_000) as done:
        assert window.resume_saved()
    assert window.pgn.text() == str(pgn)                   # not the state file's name
    assert done.args[0].reason.value == "complete" and done.args[0].standings.finished == 2
    assert window.finished_games.rowCount() == 2
    game_1 = next(g for g in read_games(pgn) if g.headers["Round"] == "1")
    shown = [n.move_text if hasattr(n, "move_text") else None for n in game_1.mainline_nodes()]
    assert len(game_1.mainline_nodes()) >= len(played)      # the game went on from where it stopped
    assert not Path(str(pgn) + ".tournament.json.tournament.json").exists()
    assert shown


def test_a_games_file_named_without_a_folder_is_kept_where_resume_looks(qtbot, make_window, tmp_path, monkeypatch):
    """A bare name typed in the PGN field ("tourn3.pgn") was written to the program's working folder, while
    the resume dialog starts in the data folder: it was offered the name, its Open button stayed grey and
    Enter said "File not found". The name is taken in the proposed file's folder, shown whole, and the
    resume dialog is offered a file that exists."""
    import app.view.tournament_window as tournament_window
    working = tmp_path / "working"
    working.mkdir()
    monkeypatch.chdir(working)
    controller, window = make_window([legal("slow-a", "0.2"), legal("slow-b", "0.2")])
    folder = Path(window.pgn.text()).parent
    quick(window, "tourn3.pgn")
    stopped_during_the_first_game(qtbot, controller, window)
    assert list(working.iterdir()) == []                       # nothing in the working folder
    assert window.pgn.text() == str(folder / "tourn3.pgn")
    assert (folder / "tourn3.pgn.tournament.json").exists()
    offered = []
    monkeypatch.setattr(tournament_window, "open_file",
                        lambda parent, kind, title, filters="", start="": offered.append(start) or start)
    with qtbot.waitSignal(controller.finished, timeout=120_000) as done:
        assert window.resume_saved()                             # the user presses Open on what is offered
    assert Path(offered[0]).is_file()
    assert done.args[0].reason.value == "complete" and done.args[0].standings.finished == 2


def test_stopped_games_go_on_from_where_they_were(qtbot, make_window, tmp_path):
    controller, window = make_window([legal("slow-a", "0.2"), legal("slow-b", "0.2")])
    pgn = tmp_path / "keep.pgn"
    quick(window, pgn)
    stopped_during_the_first_game(qtbot, controller, window)
    state = json.loads(Path(str(pgn) + ".tournament.json").read_text(encoding="utf-8"))
    (kept,) = state["unfinished"]
    with qtbot.waitSignal(controller.finished, timeout=120_000):
        assert window.start()                               # (asks to resume the saved tournament)
    game_1 = next(g for g in read_games(pgn) if g.headers["Round"] == "1")
    assert game_1.mainline()[:len(kept["moves"])] == kept["moves"]


def test_stop_asks_before_stopping_games_under_way(qtbot, make_window, tmp_path):
    controller, window = make_window([legal("slow-a", "0.3"), legal("slow-b", "0.3")])
    quick(window, tmp_path / "ask.pgn", games=4)
    started = []
    controller.game_started.connect(started.append)
    assert window.start()
    qtbot.waitUntil(lambda: bool(started) and controller.tournament.running > 0, timeout=60_000)
    window.answer = False
    window.stop_button.click()
    assert window.asked and "under way" in window.asked[-1]
    assert controller.running and not controller.tournament.control.stopped      # not stopped: the user said no
    window.answer = True
    with qtbot.waitSignal(controller.finished, timeout=60_000):
        window.stop_button.click()


def test_the_pgn_file_starts_as_a_new_file_in_the_data_folder(qtbot, make_window):
    controller, window = make_window([legal("slow-a"), legal("slow-b")])
    folder = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)) / "tournaments"
    proposed = Path(window.pgn.text())
    assert proposed.parent == folder and folder.is_dir() and proposed.suffix == ".pgn"
    assert not proposed.exists()
    quick(window)
    with qtbot.waitSignal(controller.finished, timeout=120_000) as done:
        assert window.start()
    assert done.args[0].reason.value == "complete" and len(read_games(proposed)) == 2
    assert window.pgn.text() != str(proposed) and Path(window.pgn.text()).parent == folder   # the next one's


def test_a_setting_problem_is_shown_beside_the_setup_at_its_field(qtbot, make_window):
    controller, window = make_window([legal("slow-a"), legal("slow-b")])
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    quick(window)
    window.time.setCurrentText("soon")
    assert not window.start()
    assert window.problem.text().startswith("Time control: ")
    assert window.setup_pane.isAncestorOf(window.problem) and window.problem.isVisible()   # under the set-up
    assert window.time.hasFocus() or window.time.lineEdit().hasFocus()


def test_the_setup_is_remembered_across_restarts(qtbot, studio, tmp_path):
    studio.window.actions_by_name["tournament"].trigger()
    window = studio.tournament_window
    window.set_checked(["builtin-novice", "builtin-beginner"])
    window.participants.setCurrentRow(1)
    window.down.click()                                   # the beginner below the casual level
    window.format.setCurrentIndex(window.format.findData("gauntlet"))
    window.games.setValue(1)
    window.time.setCurrentText("movetime=20ms")
    window.margin.setValue(700)
    window.openings.setCurrentIndex(window.openings.findData("book"))
    window.opening_plies.setValue(4)
    window.ruleset.setCurrentIndex(window.ruleset.findData("asian"))
    window.concurrency.setValue(1)
    window.set_adjudication("resign=900/4 maxmoves=5")
    window.pgn.setText(str(tmp_path / "mine" / "first.pgn"))
    (tmp_path / "mine").mkdir()
    with qtbot.waitSignal(window.controller.finished, timeout=120_000):
        assert window.start()
    expected = json.loads(window.setup_text())
    stored = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    remembered = Settings(stored).tournament_setup                   # as the next start of the program reads it
    assert json.loads(remembered)["games"] == 1 and json.loads(remembered)["adjudicate"] == "resign=900/4 maxmoves=5"
    window.close()
    window.controller.close()
    studio.tournament_window = None                                  # the program starts again
    studio.window.actions_by_name["tournament"].trigger()
    again = studio.tournament_window
    assert again is not window
    restored = json.loads(again.setup_text())
    assert restored == {**expected, "pgn_folder": str(tmp_path / "mine")}
    assert [s.label for s in again.checked_entrants()] == ["builtin-novice", "builtin-beginner"]
    assert again.participants.item(2).text().startswith("Built-in engine: Beginner")
    assert (again.margin.value(), again.games.value(), again.opening_plies.value()) == (700, 1, 4)
    assert again.resign_on.isChecked() and not again.draw_on.isChecked() and again.max_moves.value() == 5
    assert Path(again.pgn.text()).parent == tmp_path / "mine" and not Path(again.pgn.text()).exists()
    again.close()


@pytest.mark.parametrize("field", ["games", "margin", "opening_plies", "concurrency"])
@pytest.mark.parametrize("value", [2 ** 40, -(2 ** 40), 2 ** 62])
def test_a_remembered_number_out_of_a_box_range_is_kept_in_it(make_window, field, value):
    """A stored set-up is JSON the settings file may hold damaged: a number past Qt's int (which the
    settings' check lets through: it is a JSON object) opens the window with the box at its nearest end."""
    controller, window = make_window(remembered=json.dumps({field: value, "games": 3} if field != "games"
                                                           else {field: value}))
    box = getattr(window, field)
    assert box.value() == (box.maximum() if value > 0 else box.minimum())
    if field != "games":
        assert window.games.value() == 3                   # the rest of the set-up is still read


def test_elo_shows_a_dash_until_it_means_something(make_window):
    controller, window = make_window()
    names = ["A", "B"]

    def result(number, winner):
        return GameResult(number, (number + 1) // 2, "A" if number % 2 else "B", "B" if number % 2 else "A",
                          winner, Ending.RULES, "checkmate")
    panel = window.standings
    panel.show_standings(standings(names, [result(1, Color.RED)], 4))          # one win: +inf by the formula
    assert [panel.cell(0, c) for c in (7, 8, 9)] == ["—", "—", "84.1%"]
    assert "inf" not in panel.summary.text()
    panel.show_standings(standings(names, [result(1, None), result(2, None)], 4))   # two draws: ± 0
    assert [panel.cell(0, c) for c in (7, 8, 9)] == ["—", "—", "—"]
    panel.show_standings(standings(names, [result(1, Color.RED), result(2, None)], 4))    # ± inf still
    assert [panel.cell(0, c) for c in (7, 8)] == ["—", "—"]
    winners = [Color.RED, Color.RED, Color.BLACK, None, None, None, None, Color.RED]     # A: 3 wins, 4 draws, 1 loss
    mixed = [result(n, w if n % 2 else (None if w is None else w.other)) for n, w in enumerate(winners, 1)]
    panel.show_standings(standings(names, mixed, 10))
    assert panel.cell(0, 1) == "A" and panel.cell(0, 7).startswith("+") and panel.cell(0, 8).isdigit()
    assert "Elo +" in panel.summary.text()


def test_adjudication_and_sprt_are_labelled_fields_locked_while_running(qtbot, make_window, tmp_path):
    controller, window = make_window([legal("slow-a", "0.2"), legal("slow-b", "0.2")])
    edits = window.setup_form.findChildren(QLineEdit)
    assert not [e.placeholderText() for e in edits if "=" in e.placeholderText()]      # no resign=600/3 to decode
    for spin in (window.resign_score, window.draw_score):
        assert spin.suffix() == " cp"
    for spin in (window.resign_moves, window.draw_moves, window.max_moves):
        assert spin.suffix() == " moves"
    assert all(label.text() for label in window.sprt_labels) and window.sprt_box.title()
    window.resign_on.setChecked(True)
    window.draw_on.setChecked(True)
    window.max_on.setChecked(True)
    assert window.request().adjudicate == "resign=600/3 draw=20/8/30 maxmoves=150"
    assert window.request().sprt == ""
    window.sprt_box.setChecked(True)
    window.elo1.setValue(10)
    assert window.request().sprt == "elo0=0 elo1=10 alpha=0.05 beta=0.05"
    quick(window, tmp_path / "lock.pgn", games=4)
    window.sprt_box.setChecked(False)
    assert window.start()
    inputs = [w for kind in (QLineEdit, QAbstractSpinBox, QComboBox, QCheckBox, QGroupBox, QListWidget)
              for w in window.setup_form.findChildren(kind)]
    assert inputs and not [w for w in inputs if w.isEnabled()]
    with qtbot.waitSignal(controller.finished, timeout=60_000):
        window.stop_button.click()
    assert window.resign_on.isEnabled() and window.sprt_box.isEnabled()


def test_openings_have_no_unlabelled_box(qtbot, make_window):
    controller, window = make_window()
    window.show()
    qtbot.waitExposed(window)
    form = window.form
    for kind, shown in (("start", False), ("book", False), ("ecco", True), ("file", True)):
        window.openings.setCurrentIndex(window.openings.findData(kind))
        assert window.openings_text.isVisible() == shown
        if shown:
            label = form.labelForField(window.openings_source_row)
            assert label.isVisible() and label.text() in ("ECCO codes", "Opening file")
    window.openings.setCurrentIndex(window.openings.findData("book"))
    assert window.opening_plies.isVisible() and form.labelForField(window.opening_plies).text()


@pytest.mark.parametrize("size", [(1024, 700), (1366, 768)])
def test_no_empty_tables_and_no_scroll_bar_before_the_start(qtbot, make_window, size):
    controller, window = make_window()
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    panel = window.standings
    assert panel.hint.isVisible() and not panel.table.isVisible() and not panel.cross.isVisible()
    names = ["builtin-novice", "builtin-beginner"]
    panel.show_standings(standings(names, [], 2))
    qtbot.waitUntil(panel.table.isVisible)
    assert not panel.table.horizontalScrollBar().isVisible() and not panel.cross.isVisible()
    three = standings(names + ["builtin-casual"], [], 6)
    panel.show_standings(three)
    assert panel.cross.isVisible() and not panel.table.horizontalScrollBar().isVisible()


@pytest.mark.parametrize("size", [(1008, 630), (1100, 690)])     # the window on 1024x700 and 1366x768
def test_start_and_resume_are_in_sight_without_scrolling_the_setup(qtbot, make_window, size):
    """The set-up is taller than the window on both screens; Start and Resume stay under it, in sight
    (a newcomer looked for Start and found it only by scrolling the set-up to its end)."""
    controller, window = make_window()
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.setup.verticalScrollBar().setValue(0)                 # the set-up as it opens: at its top
    assert window.setup.verticalScrollBar().maximum() > 0       # (it does scroll)
    for button in (window.start_button, window.resume_button):
        seen = button.visibleRegion().boundingRect()
        assert seen.size() == button.size(), button.text()
        assert window.rect().contains(button.mapTo(window, button.rect().bottomRight()))


def test_built_in_levels_are_named_in_the_users_words_in_the_tables(make_window, qapp):
    """The standings and the crosstable name a built-in level as the set-up lists it ("Built-in:
    Casual", 内置：休闲), not by its name in the games ("builtin-casual"); other engines keep theirs."""
    from PySide6.QtCore import QTranslator
    from app.shell.language import I18N
    from app.view.tournament_tables import engine_name
    controller, window = make_window()
    names = ["builtin-casual", "builtin-master", "Fairy"]
    played = [GameResult(1, 1, "builtin-casual", "builtin-master", Color.BLACK, Ending.RULES, "checkmate")]
    panel = window.standings
    panel.show_standings(standings(names, played, 6))
    shown = {panel.cell(row, 1) for row in range(3)}
    assert shown == {"Built-in: Casual", "Built-in: Master", "Fairy"}
    assert engine_name("builtin-nonsense") == "builtin-nonsense"
    translator = QTranslator()
    assert translator.load(str(I18N / "xiangqi_zh_CN.qm"))
    qapp.installTranslator(translator)
    try:
        assert engine_name("builtin-casual") == "内置：休闲"
    finally:
        qapp.removeTranslator(translator)


def test_the_resume_file_dialog_says_what_to_choose(make_window, monkeypatch):
    """Its title was "Resume the tournament of", a sentence cut short."""
    import app.view.tournament_window as tournament_window
    titles = []
    monkeypatch.setattr(tournament_window, "open_file", lambda parent, kind, title, *rest: titles.append(title) or "")
    controller, window = make_window()
    assert not window.resume_saved()                    # cancelled: nothing resumed
    assert titles == ["Choose the tournament to resume"]


def test_resuming_a_tournament_another_run_plays_says_so(qtbot, make_window, tmp_path):
    """The window's resume of a tournament that the command line (or another window) is playing now is
    refused in words, the tournament's files left to the run that plays it."""
    from app.tournament import Adjudication, TimeSetting, Tournament, TournamentSettings

    pgn = tmp_path / "busy.pgn"
    settings = TournamentSettings(engines=(legal("slow-a"), legal("slow-b")), games=2,
                                  time=TimeSetting.parse("movetime=50ms"),
                                  adjudication=Adjudication.parse(["maxmoves=6"]))
    other = Tournament(settings, str(pgn), concurrency=1)       # another run holds it (not playing yet)
    controller, window = make_window([legal("slow-a"), legal("slow-b")])
    window.choose_file = lambda kind: str(pgn)
    window.show()
    state_before = Path(str(pgn) + ".tournament.json").read_bytes()
    assert not window.resume_saved()
    qtbot.waitUntil(lambda: window.problem.isVisible())
    assert window.problem.text() == (f"The tournament saved with “{pgn}” is being played by another window or "
                                     "program; resume it once that has ended.")
    assert Path(str(pgn) + ".tournament.json").read_bytes() == state_before
    assert other.run().finished == 2                             # the other run was not disturbed


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_a_long_problem_shows_whole_and_over_no_field(qtbot, qapp, make_window, language):
    """A problem naming a long path, at 1024x700: it was laid at the foot of the scrolled set-up, where
    its last lines were cut (in Chinese only the first showed) and the SPRT's wrapped labels ran into
    each other above it. Now every line of it shows, in a room of its own, and no label is squeezed."""
    from PySide6.QtCore import QTranslator

    from app.controller.tournament_values import problem_of
    from app.shell.language import I18N
    from app.tournament.errors import StoreError, StoreProblem

    translator = QTranslator()
    if language != "en":
        assert translator.load(str(I18N / f"xiangqi_{language}.qm"))
        qapp.installTranslator(translator)
    try:
        controller, window = make_window()
        window.resize(1024, 700)
        window.show()
        qtbot.waitExposed(window)
        path = "/tmp/pytest-of-someone/pytest-439/test_a_long_name_of_a_folder_0/我的比赛 第二轮.pgn"
        window.show_problem(problem_of(StoreError(StoreProblem.IN_USE, path)))
        qtbot.waitUntil(lambda: window.problem.isVisible())
        note = window.problem
        needed = note.heightForWidth(note.width())
        assert needed > 2 * note.fontMetrics().lineSpacing()             # (a message of several lines)
        assert note.visibleRegion().boundingRect().height() >= needed    # all of it in sight
        shown = note.visibleRegion().boundingRect().translated(note.mapTo(window, note.rect().topLeft()))
        for field in (window.sprt_box, window.adjudication_box, window.pgn, window.start_button):
            seen = field.visibleRegion().boundingRect()
            if not seen.isEmpty():
                assert not shown.intersects(seen.translated(field.mapTo(window, field.rect().topLeft())))
        for label in window.sprt_labels:                                  # no wrapped label squeezed
            assert label.height() >= label.heightForWidth(label.width())
    finally:
        qapp.removeTranslator(translator)


def test_before_a_run_words_stand_in_the_progress_bars_place(qtbot, make_window):
    """An idle, empty progress bar looked like an empty text box: words stand in its place until the
    tournament starts, in the same room (nothing below moves when the bar appears)."""
    from app.tournament.events import TournamentStarted

    controller, window = make_window()
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    assert not window.progress.isVisible()
    words = window.progress_room.idle
    assert words.isVisible() and words.text() == "The progress shows here once the tournament starts"
    tabs_at = window.tabs.mapTo(window, window.tabs.rect().topLeft())
    controller.started.emit(TournamentStarted(total=4, finished=1, engines=("a", "b"), concurrency=1))
    qtbot.waitUntil(window.progress.isVisible)
    assert not words.isVisible() and (window.progress.value(), window.progress.maximum()) == (1, 4)
    assert window.tabs.mapTo(window, window.tabs.rect().topLeft()) == tabs_at
