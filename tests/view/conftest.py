"""Fixtures for GUI tests: an Application with throwaway settings and dialogs that answer themselves."""

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QSettings


class AnsweringDialogs:
    """Records what would have been shown and answers questions from a table."""

    def __init__(self):
        self.rulings, self.questions, self.errors = [], [], []
        self.answers = {"violation": True, "truncate": True, "draw": True}
        self.unsaved, self.unsaved_answer = 0, "discard"    # the save prompt: 'save', 'discard', 'cancel'
        self.save_to, self.new_game_choice, self.new_game_calls, self.help = "", {}, [], []

    def ruling(self, outcome):
        self.rulings.append(outcome)

    def confirm(self, kind, data):
        self.questions.append((kind, data))
        return self.answers.get(kind, True)

    def error(self, title, text):
        self.errors.append((title, text))

    def new_game(self, settings, setup=True, times=True, engines=None):
        """The choice the dialog would give: two people, the settings' rules, and what the test set in
        new_game_choice (opponent, computer, black_computer, or any NewGameChoice field)."""
        from app.model.seating import NewGameChoice, Opponent
        self.new_game_calls.append(setup)
        answer = dict(self.new_game_choice)
        opponent = Opponent(answer.pop("opponent", Opponent.HUMANS))
        computer, black_computer = answer.pop("computer", None), answer.pop("black_computer", None)
        answer.setdefault("ruleset", settings.ruleset)
        answer.setdefault("touch_move", settings.touch_move)
        return NewGameChoice.seated(opponent, computer, black_computer, **answer)

    def restore_games(self, offers):
        self.questions.append(("restore_games", len(offers)))
        return ("restore", 0)

    def unsaved_game(self):
        self.unsaved += 1
        return self.unsaved_answer

    def save_path(self, suggested):
        return self.save_to

    def rules_help(self, ruleset):
        self.help.append(ruleset)

    def settings(self, settings):
        pass


@pytest.fixture
def chinese(qapp):
    """The program's Chinese translation installed for the test."""
    from PySide6.QtCore import QTranslator
    from PySide6.QtWidgets import QApplication

    from app.shell.language import I18N
    translator = QTranslator()
    assert translator.load(str(I18N / "xiangqi_zh_CN.qm"))
    QApplication.instance().installTranslator(translator)
    yield
    QApplication.instance().removeTranslator(translator)


@pytest.fixture
def studio(qtbot, tmp_path):
    from app.controller.autosave import Autosave
    from app.controller.settings import Settings
    from app.shell.main import Application
    from PySide6.QtWidgets import QApplication

    settle_heap()
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    from app.controller.recent_files import RecentFiles
    application = Application(QApplication.instance(), Settings(store), Autosave(tmp_path / "data"),
                              RecentFiles(QSettings(str(tmp_path / "recent.ini"), QSettings.Format.IniFormat)))
    window = application.window
    window.dialogs = AnsweringDialogs()
    qtbot.addWidget(window)
    window.resize(1000, 800)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    yield application
    close_application(application)


def drag_on_board(qtbot, view, start_sq: int, end_sq: int) -> None:
    """Press on one point of a BoardView, move, release on another (a real drag)."""
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    start, end = view.widget_point(start_sq), view.widget_point(end_sq)
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    move = QMouseEvent(QMouseEvent.Type.MouseMove, QPointF(end), QPointF(view.viewport().mapToGlobal(end)),
                       Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    view.mouseMoveEvent(move)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=end)


def second_session(tmp_path, folder, answer: bool = True):
    """A new Application on the same data folder (as after a crash), whose questions are answered
    `answer`; returns (application, the questions it asked)."""
    import app.view.main_window as main_window
    from app.controller.autosave import Autosave
    from app.controller.settings import Settings
    from app.controller.recent_files import RecentFiles
    from app.shell.main import Application
    from PySide6.QtWidgets import QApplication

    asked = []

    class Answering(AnsweringDialogs):
        def confirm(self, kind, data):
            asked.append((kind, data))
            return answer

    original = main_window.Dialogs
    main_window.Dialogs = lambda parent: Answering()
    try:
        store = QSettings(str(tmp_path / "second.ini"), QSettings.Format.IniFormat)
        recent = RecentFiles(QSettings(str(tmp_path / "second-recent.ini"), QSettings.Format.IniFormat))
        application = Application(QApplication.instance(), Settings(store), Autosave(folder), recent)
    finally:
        main_window.Dialogs = original
    return application, asked


# ----- a played game on a fake time source (clocks, saving) -------------------------------------
class FakeTime:
    def __init__(self):
        self.t = 1000.0

    def __call__(self):
        return self.t


@pytest.fixture
def fake_time():
    return FakeTime()


def make_app(qtbot, tmp_path, now, folder=None, name="s"):
    from PySide6.QtWidgets import QApplication

    from app.controller.autosave import Autosave
    from app.controller.recent_files import RecentFiles
    from app.controller.settings import Settings
    from app.shell.main import Application
    store = QSettings(str(tmp_path / f"{name}.ini"), QSettings.Format.IniFormat)
    recent = RecentFiles(QSettings(str(tmp_path / f"{name}-recent.ini"), QSettings.Format.IniFormat))
    import app.view.main_window as main_window
    original = main_window.Dialogs
    main_window.Dialogs = lambda parent: AnsweringDialogs()     # answers the restore question: yes
    try:
        application = Application(QApplication.instance(), Settings(store), Autosave(folder or tmp_path / "data"),
                                  recent, now=now)
    finally:
        main_window.Dialogs = original
    qtbot.addWidget(application.window)
    return application


@pytest.fixture
def timed(qtbot, tmp_path, fake_time):
    application = make_app(qtbot, tmp_path, fake_time)
    application.window.show()
    qtbot.waitExposed(application.window)
    yield application
    close_application(application)


def settle_heap() -> None:
    """Collect what earlier tests left, then keep the survivors (modules, caches, session fixtures: all
    that lives longer than a test) out of later collections: the collection at the end of each test then
    goes through this test's objects only, instead of the whole run's heap, which made it slower as
    the run went on (reference counting still frees the kept objects)."""
    import gc
    gc.collect()
    gc.freeze()


def close_application(application) -> None:
    """End everything a test's Application started: players, engines, the library, its windows; then let
    Qt delete them, so that nothing of this test runs (or emits) during the next one."""
    from PySide6.QtCore import QCoreApplication, QEvent
    application.seats.close()              # no worker outlives its test (nor emits into a deleted window)
    for feature in (application.analysis, application.library):
        if feature is not None:
            feature.close()
    puzzles = application.puzzle_window
    if puzzles is not None:
        puzzles.close()
        puzzles.deleteLater()
    application.controller.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    import gc
    gc.collect()                        # collect this test's Qt wrappers now, not inside a later test


@pytest.fixture
def open_files(qtbot):
    """Open files in a study window (read on a worker thread) and wait until the reading is over;
    gives the LoadReport of the last file tried (None if nothing was tried)."""
    def run(window, paths):
        reports = []
        window.controller.file_read.connect(reports.append)
        try:
            if window.open_paths(paths):
                qtbot.waitUntil(lambda: not window.controller.is_reading, timeout=30000)
        finally:
            window.controller.file_read.disconnect(reports.append)
        return reports[-1] if reports else None
    return run
