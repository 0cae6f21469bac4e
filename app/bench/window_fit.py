"""`python -m app.bench fit`: does every window and dialog the menus lead to fit the screen?

every window and dialog must open within the screen's free area (its available
geometry: the screen less task bars and panels). This check starts the whole program (with throwaway
settings and data folders), walks the menus of its main window, triggers every action in them, and
follows whatever opens: a window is measured and its own menus (and tool bars) are walked in turn; a
modal dialog (a question, a file dialog, the settings) is measured while it is open and then closed
(rejected: nothing is saved, nothing is deleted), after its own "…" buttons were pressed and what they
open measured the same way. Buttons whose text ends in "…" (the convention for "opens a dialog") are
pressed in every window reached. Nothing is listed by hand: a new menu entry is walked as it appears.

A file dialog that opens files and takes *.pgn is answered with a small games file of the check's
own, so that the walk also reaches what opens files (study windows and their menus); every other file
dialog is cancelled. A window asked to close during the walk (File ▸ Quit, Close) stays open.

Each window or dialog fits when its frame lies within the available geometry of its screen and its
minimum size (with the frame) fits there too. Usage:

    python -m app.bench fit [--screen WxH ...] [--language en|zh_CN|zh_TW ...] [--shots DIR] [--json]
    python -m app.bench fit --here [--language ...] [--shots DIR] [--json]

Without --here each screen size (default 1024x700 and 1366x768) is a virtual screen of Qt's offscreen
platform in a child process; --here walks on the display the process runs on (for example a real X
server: DISPLAY=:94 QT_QPA_PLATFORM=xcb python -m app.bench fit --here). The exit code is 1 if anything
does not fit. With --shots, a picture of each window and dialog is saved (offscreen: drawn where it is on
a picture of the screen; on a real display: the whole screen).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

SCREENS = ("1024x700", "1366x768")
POLL_MS = 30                  # how often a modal dialog is looked for while an action runs
SETTLE_ROUNDS = 5             # event-loop rounds given to a window to lay itself out and settle
LANGUAGES = ("en", "zh_CN", "zh_TW")
ELLIPSIS = ("…", "...")       # a button that opens a dialog says so
MEASURED, HANDLED, WAITS = "fit_check_measured", "fit_check_handled", "fit_check_waits"   # marks on widgets met
EXPOSE_POLLS = 100            # polls a modal dialog is given to reach the screen before it is measured anyway
EXPOSE_WAIT_MS = 3000         # the time a new window is given to reach the screen
ENABLE_WAIT_MS = 10000        # the time an action the walk made busy is given to be enabled again


@dataclass
class Seen:
    """One window or dialog met on the walk, where it was and whether it fits."""

    trail: str                                  # how it was reached: "File ▸ Puzzles…"
    kind: str                                   # its class
    title: str
    modal: bool
    frame: tuple[int, int, int, int]            # x, y, width, height (with the window frame)
    free: tuple[int, int, int, int]             # the screen's available geometry
    minimum: tuple[int, int]                    # the smallest size it can take (with its frame)
    screen: tuple[int, int] = (0, 0)            # the whole screen's size
    problems: list[str] = field(default_factory=list)
    shot: str = ""

    @property
    def fits(self) -> bool:
        return not self.problems


def fit_problems(frame: tuple[int, int, int, int], free: tuple[int, int, int, int],
                 minimum: tuple[int, int], framed: tuple[int, int] | None = None) -> list[str]:
    """What does not fit: the frame reaching past the free area, a minimum size (frame included) larger
    than it, and (`framed`: the size with the frame a window manager would add, where there is none)
    a size that will not fit once framed."""
    x, y, w, h = frame
    fx, fy, fw, fh = free
    problems = []
    if x < fx or y < fy or x + w > fx + fw or y + h > fy + fh:
        problems.append(f"frame {w}x{h}+{x}+{y} reaches past the free area {fw}x{fh}+{fx}+{fy}")
    if framed is not None and (framed[0] > fw or framed[1] > fh):
        problems.append(f"with a window manager's frame it takes {framed[0]}x{framed[1]}, more than the "
                        f"free area {fw}x{fh}")
    if minimum[0] > fw or minimum[1] > fh:
        problems.append(f"minimum size {minimum[0]}x{minimum[1]} (frame included) is larger than the free "
                        f"area {fw}x{fh}")
    return problems


def sample_games(folder: Path) -> Path:
    """A small games file to answer 'open' file dialogs with (two games, so lists of games show)."""
    from app.formats import write_pgn
    from app.model.tree import GameTree
    trees = []
    for event, line in (("Fit check", ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "h0h6", "c6c5"]),
                        ("Fit check 2", ["b2e2", "h7e7", "b0c2", "h9g7"])):
        tree = GameTree(headers={"Event": event, "Red": "Red player", "Black": "Black player", "Result": "*"})
        tree.add_line(tree.root, line)
        trees.append(tree)
    path = folder / "fit-check.pgn"
    write_pgn(trees, path)
    return path


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9]+", "-", text).strip("-")[:48] or "window"


class Walker:
    """Walks the menus of the windows it is given and measures what opens (see the module doc)."""

    def __init__(self, qapp: Any, sample: Path, shots: Path | None = None, prefix: str = "") -> None:
        from PySide6.QtCore import QObject

        self.qapp, self.sample, self.shots, self.prefix = qapp, sample, shots, prefix
        self.seen: list[Seen] = []
        self.skipped: list[str] = []             # menu entries not walked: disabled (Undo with no move made)
        self._walked: set[str] = set()            # classes whose menus were walked (each once)
        self._queue: list[tuple[Any, str]] = []
        self._levels: list[list[str]] = []       # the jobs being watched, innermost last
        self.closing_allowed = False
        guard = self

        class KeepOpen(QObject):
            """A window asked to close during the walk stays open (Quit, Close)."""

            def eventFilter(self, watched: Any, event: Any) -> bool:
                from PySide6.QtCore import QEvent
                from PySide6.QtWidgets import QDialog, QWidget
                if (event.type() == QEvent.Type.Close and not guard.closing_allowed
                        and isinstance(watched, QWidget) and watched.isWindow()
                        and not isinstance(watched, QDialog)):
                    event.ignore()
                    return True
                return False

        self._keep_open = KeepOpen()
        qapp.installEventFilter(self._keep_open)

    # ----- the walk --------------------------------------------------------------------------------
    def walk(self, window: Any, trail: str = "") -> list[Seen]:
        """Measure `window`, then walk its menus and everything they open; the windows and dialogs seen."""
        self.settle()
        self.measure(window, trail or window.windowTitle())
        self._queue.append((window, trail))
        while self._queue:
            current, path = self._queue.pop(0)
            kind = type(current).__name__
            if kind in self._walked:
                continue
            self._walked.add(kind)
            actions = list(self.menu_actions(current))
            enabled = [action.isEnabled() for action, _ in actions]
            for (action, names), was_enabled in zip(actions, enabled, strict=True):
                if was_enabled and not action.isEnabled():
                    self.wait_enabled(action)      # the walk made it busy (an import): until it is done
                if not action.isEnabled():
                    self.skipped.append(self._join(path, *names))
                    continue
                self.trigger(action, self._join(path, *names))
            for button in self.dialog_buttons(current):
                self.trigger(button, self._join(path, button.text()))
        return self.seen

    @staticmethod
    def _join(*parts: str) -> str:
        return " ▸ ".join(p.replace("&", "") for p in parts if p)

    def menu_actions(self, window: Any) -> Iterator[tuple[Any, list[str]]]:
        """Every action in the window's menu bar (submenus followed) and tool bars, with its menu path."""
        from PySide6.QtWidgets import QMainWindow, QToolBar

        def walk_menu(menu: Any, names: list[str]) -> Iterator[tuple[Any, list[str]]]:
            menu.aboutToShow.emit()             # menus filled when shown (Open recent) are filled now
            for action in list(menu.actions()):
                if action.isSeparator():
                    continue
                sub = action.menu()
                if sub is not None:
                    yield from walk_menu(sub, [*names, action.text()])
                else:
                    yield action, [*names, action.text()]

        if isinstance(window, QMainWindow):
            for action in list(window.menuBar().actions()):
                sub = action.menu()
                if sub is not None:
                    yield from walk_menu(sub, [action.text()])
            for bar in window.findChildren(QToolBar):
                if bar.window() is not window:
                    continue                     # a tool bar of a window it owns: walked with that one
                for action in list(bar.actions()):
                    if not action.isSeparator() and action.menu() is None:
                        yield action, [action.text() or action.toolTip()]

    @staticmethod
    def dialog_buttons(widget: Any) -> list[Any]:
        """The enabled visible buttons of a window whose text ends in '…' (each opens a dialog)."""
        from PySide6.QtWidgets import QAbstractButton
        return [b for b in widget.findChildren(QAbstractButton)
                if b.text().rstrip().endswith(ELLIPSIS) and b.isVisibleTo(widget) and b.isEnabled()
                and b.window() is widget]

    def trigger(self, target: Any, trail: str) -> None:
        """Trigger an action (or click a button), measuring the modal dialogs it opens while they are
        open, the windows it leaves open afterwards and the windows it changed (a panel shown)."""
        if not target.isEnabled():
            return
        before = {id(w): self.shape(w) for w in self.windows()}
        checked = target.isChecked() if target.isCheckable() else None
        self.run_watched(lambda: target.trigger() if hasattr(target, "trigger") else target.click(), trail)
        for window in self.windows():
            if id(window) not in before:
                self.wait_shown(window)
                self.measure(window, trail)
                self._queue.append((window, trail))
            elif self.shape(window) != before[id(window)]:
                self.measure(window, trail, again=True)       # it grew or moved (a panel shown)
        if checked is not None and target.isCheckable() and target.isChecked() != checked \
                and getattr(target, "actionGroup", lambda: None)() is None:
            target.trigger()                    # put it back as it was

    @staticmethod
    def shape(window: Any) -> tuple[Any, ...]:
        """What tells whether a window changed: its frame and its minimum size."""
        frame, smallest = window.frameGeometry(), window.minimumSize().expandedTo(window.minimumSizeHint())
        return frame.x(), frame.y(), frame.width(), frame.height(), smallest.width(), smallest.height()

    def run_watched(self, job: Callable[[], object], trail: str) -> None:
        """Run `job`, dealing with each modal dialog it opens (measured, then answered)."""
        level = [trail]                          # identity marks this level's chain of polls
        self._levels.append(level)
        self._poll_later(level)
        try:
            job()
            self.settle()
        finally:
            self._levels.pop()

    def windows(self) -> list[Any]:
        """The visible top-level windows and dialogs (menus, tooltips and popups left out)."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QApplication
        out = []
        for widget in QApplication.topLevelWidgets():
            kind = widget.windowType()
            if widget.isVisible() and kind not in (Qt.WindowType.Popup, Qt.WindowType.ToolTip,
                                                    Qt.WindowType.SplashScreen):
                out.append(widget)
        return out

    def wait_enabled(self, action: Any) -> None:
        """Let the program finish what keeps an action disabled (for at most ENABLE_WAIT_MS)."""
        from PySide6.QtCore import QDeadlineTimer, QEventLoop
        deadline = QDeadlineTimer(ENABLE_WAIT_MS)
        while not action.isEnabled() and not deadline.hasExpired():
            self.qapp.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)

    @staticmethod
    def shown_whole(widget: Any) -> bool:
        """True once a window is on the screen (exposed) with its real size."""
        handle = widget.windowHandle()
        return handle is not None and handle.isExposed() and widget.width() > 1

    def wait_shown(self, widget: Any) -> None:
        """Let a new window reach the screen (exposed, laid out) before it is measured."""
        from PySide6.QtCore import QDeadlineTimer, QEventLoop
        deadline = QDeadlineTimer(EXPOSE_WAIT_MS)
        while not self.shown_whole(widget) and not deadline.hasExpired():
            self.qapp.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        self.settle()

    def settle(self) -> None:
        """Let posted events (layouts, deferred resizes, window placement) run."""
        for _ in range(SETTLE_ROUNDS):
            self.qapp.processEvents()

    # ----- modal dialogs ---------------------------------------------------------------------------
    def _poll_later(self, level: list[str]) -> None:
        from PySide6.QtCore import QTimer
        QTimer.singleShot(POLL_MS, lambda: self._poll(level))

    def _poll(self, level: list[str]) -> None:
        """While a job runs: deal with the modal dialog on top, if one is open (each once)."""
        from PySide6.QtWidgets import QApplication
        if not self._levels or self._levels[-1] is not level:
            return                               # that job is over, or a nested one is watched now
        dialog = QApplication.activeModalWidget()
        if dialog is None or dialog.property(HANDLED):
            if dialog is not None and dialog.isVisible():
                dialog.hide()                    # it would not close when asked: the walk goes on
            self._poll_later(level)
            return
        waits = int(dialog.property(WAITS) or 0)
        if not self.shown_whole(dialog) and waits < EXPOSE_POLLS:
            dialog.setProperty(WAITS, waits + 1)         # not on the screen yet: look again soon
            self._poll_later(level)
            return
        dialog.setProperty(HANDLED, True)
        self.settle()
        trail = level[0]
        self.measure(dialog, trail, modal=True)
        here = self._join(trail, dialog.windowTitle())
        for button in self.dialog_buttons(dialog):
            self.run_watched(button.click, self._join(here, button.text()))
        self.answer(dialog)
        self._poll_later(level)

    def answer(self, dialog: Any) -> None:
        """Close a modal dialog: a file dialog that opens *.pgn gets the sample games, any other is
        cancelled."""
        from PySide6.QtWidgets import QDialog, QFileDialog
        if isinstance(dialog, QFileDialog) and dialog.acceptMode() == QFileDialog.AcceptMode.AcceptOpen \
                and dialog.fileMode() in (QFileDialog.FileMode.ExistingFile, QFileDialog.FileMode.ExistingFiles) \
                and any("*.pgn" in f for f in dialog.nameFilters()):
            from PySide6.QtWidgets import QLineEdit
            name = dialog.findChild(QLineEdit, "fileNameEdit")    # Qt's own dialog: typed as a person would
            if name is not None:
                name.setText(str(self.sample))
                dialog.accept()
                return
            return
        if isinstance(dialog, QDialog):
            dialog.reject()
        else:
            dialog.close()

    # ----- measuring -------------------------------------------------------------------------------
    def measure(self, widget: Any, trail: str, modal: bool = False, again: bool = False) -> Seen | None:
        """Record where a window or dialog is and whether it fits (each widget once, unless `again`)."""
        if widget.property(MEASURED) and not again:
            return None
        widget.setProperty(MEASURED, True)
        from PySide6.QtWidgets import QApplication

        from app.view.window_place import FRAME
        screen = widget.screen()
        free_rect = screen.availableGeometry()
        frame_rect, geometry = widget.frameGeometry(), widget.geometry()
        smallest = widget.minimumSize().expandedTo(widget.minimumSizeHint())
        framed = None
        if QApplication.platformName() == "offscreen":   # no window manager: allow for a frame's room
            extra_w, extra_h = FRAME.width(), FRAME.height()
            framed = (geometry.width() + extra_w, geometry.height() + extra_h)
        else:
            extra_w = frame_rect.width() - geometry.width()
            extra_h = frame_rect.height() - geometry.height()
        frame = (frame_rect.x(), frame_rect.y(), frame_rect.width(), frame_rect.height())
        free = (free_rect.x(), free_rect.y(), free_rect.width(), free_rect.height())
        minimum = (smallest.width() + extra_w, smallest.height() + extra_h)
        seen = Seen(trail or widget.windowTitle(), type(widget).__name__, widget.windowTitle(),
                    modal or widget.isModal(),
                    frame, free, minimum, (screen.size().width(), screen.size().height()),
                    fit_problems(frame, free, minimum, framed))
        if self.shots is not None:
            seen.shot = self.picture(widget, len(self.seen), free_rect)
        self.seen.append(seen)
        return seen

    def picture(self, widget: Any, number: int, free: Any) -> str:
        """Save a picture of the screen with the widget on it; its path."""
        from PySide6.QtCore import QRect
        from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
        from PySide6.QtWidgets import QApplication
        assert self.shots is not None
        path = self.shots / f"{self.prefix}{number:02d}-{_slug(type(widget).__name__ + '-' + widget.windowTitle())}.png"
        screen = widget.screen()
        if QApplication.platformName() != "offscreen":
            screen.grabWindow(0).save(str(path))
            return str(path)
        whole = screen.geometry()
        canvas = QPixmap(whole.size())
        canvas.fill(QColor("#3a4a5a"))
        painter = QPainter(canvas)
        painter.fillRect(free.translated(-whole.topLeft()), QColor("#5a6f84"))
        inside = widget.geometry().translated(-whole.topLeft())
        painter.drawPixmap(inside.topLeft(), widget.grab())
        painter.setPen(QPen(QColor("#e04040"), 2))
        frame = widget.frameGeometry().translated(-whole.topLeft())
        painter.drawRect(QRect(frame.x(), frame.y(), frame.width() - 1, frame.height() - 1))
        painter.end()
        canvas.save(str(path))
        return str(path)

    def close(self) -> None:
        """Stop keeping windows open."""
        self.closing_allowed = True
        self.qapp.removeEventFilter(self._keep_open)


def walk_program(language: str = "en", shots: Path | None = None, prefix: str = "",
                 folder: Path | None = None) -> Walker:
    """Start the program with throwaway settings and data in `folder` and walk it (see the module doc)."""
    from PySide6.QtCore import QSettings, QStandardPaths
    from PySide6.QtWidgets import QApplication

    QStandardPaths.setTestModeEnabled(True)     # the library, progress and autosaves of a test folder
    from app.controller.autosave import Autosave
    from app.controller.recent_files import RecentFiles
    from app.controller.settings import Settings
    from app.shell.main import Application

    folder = folder or Path(tempfile.mkdtemp(prefix="fit-"))
    instance = QApplication.instance()
    qapp = instance if isinstance(instance, QApplication) else QApplication([sys.argv[0]])
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.set("language", language)
    recent = RecentFiles(QSettings(str(folder / "recent.ini"), QSettings.Format.IniFormat))
    application = Application(qapp, settings, Autosave(folder / "data"), recent)
    application.window.show()
    if prefix.startswith("here-"):             # on a real display: its size names the pictures
        size = application.window.screen().size()
        prefix = f"{size.width()}x{size.height()}-" + prefix[len("here-"):]
    walker = Walker(qapp, sample_games(folder), shots, prefix)
    try:
        walker.walk(application.window, "")
        return walker
    finally:
        walker.close()
        application.seats.close()
        for feature in (application.analysis, application.library, application.training):
            if feature is not None:
                feature.close()


def _child(language: str, shots: str, prefix: str) -> int:
    """Walk in this process and print each Seen as a JSON line."""
    walker = walk_program(language, Path(shots) if shots else None, prefix)
    for item in walker.seen:
        print("SEEN " + json.dumps(asdict(item), ensure_ascii=False), flush=True)
    for trail in walker.skipped:
        print("SKIPPED " + json.dumps(trail, ensure_ascii=False), flush=True)
    sys.stdout.flush()
    os._exit(0)             # no teardown of windows and threads to wait for: the walk is reported


def child_walk(screen: str, language: str, shots: str, timeout: float) -> dict[str, Any]:
    """Walk in a child process: on a virtual screen of `screen` pixels (Qt's offscreen platform), or on
    the display this process has when `screen` is "". {"seen": [Seen as a dict...], "skipped": [trail...]}."""
    folder = Path(tempfile.mkdtemp(prefix="fit-screen-"))
    env = dict(os.environ, HOME=str(folder),
               XIANGQI_STUDIO_ENGINE=os.environ.get("XIANGQI_STUDIO_ENGINE", "python"))
    if screen:
        width, height = (int(n) for n in screen.lower().split("x"))
        config = folder / "screen.json"
        config.write_text(json.dumps({"screens": [{"name": "fit", "x": 0, "y": 0, "width": width,
                                                   "height": height, "logicalDpi": 96}]}))
        env["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    prefix = f"{screen or 'here'}-{language}-"
    command = [sys.executable, "-m", "app.bench", "fit", "--child", language, shots, prefix]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=timeout, check=False)
    lines = done.stdout.splitlines()
    seen = [json.loads(line[5:]) for line in lines if line.startswith("SEEN ")]
    skipped = [json.loads(line[8:]) for line in lines if line.startswith("SKIPPED ")]
    if done.returncode != 0 or not seen:
        raise RuntimeError(f"the walk on {screen or 'this display'} ({language}) failed:\n{done.stderr[-3000:]}")
    return {"seen": seen, "skipped": skipped}


def report(results: dict[str, dict[str, Any]], out: Callable[[str], object] = print) -> bool:
    """Print a table of what was seen per screen and language; True if everything fits."""
    ok = True
    for where, walk in results.items():
        seen = walk["seen"]
        out(f"== {where}: {len(seen)} windows and dialogs")
        for item in seen:
            x, y, w, h = item["frame"]
            mark = "ok  " if not item["problems"] else "FAIL"
            out(f"{mark} {item['kind']:<22} {w}x{h}+{x}+{y} min {item['minimum'][0]}x{item['minimum'][1]}  "
                f"{item['trail']}")
            for problem in item["problems"]:
                out(f"       {problem}")
            ok = ok and not item["problems"]
        if walk["skipped"]:
            out("   disabled when walked (not followed): " + "; ".join(walk["skipped"]))
    return ok


def run(argv: list[str]) -> int:
    if argv[:1] == ["--child"]:
        return _child(argv[1], argv[2], argv[3])
    parser = argparse.ArgumentParser(prog="python -m app.bench fit", description=__doc__.split("\n\n")[0])
    parser.add_argument("--screen", action="append", help="a virtual screen WxH (repeatable; default "
                        + " and ".join(SCREENS) + ")")
    parser.add_argument("--language", action="append", choices=LANGUAGES, help="UI language (repeatable)")
    parser.add_argument("--here", action="store_true", help="walk on this process's display")
    parser.add_argument("--shots", default="", help="save a picture of each window and dialog in this folder")
    parser.add_argument("--json", action="store_true", help="print the results as one JSON object")
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds per walk")
    args = parser.parse_args(argv)
    if args.shots:
        Path(args.shots).mkdir(parents=True, exist_ok=True)
    results: dict[str, dict[str, Any]] = {}
    for language in args.language or ["en"]:
        for screen in [""] if args.here else args.screen or SCREENS:
            walk = child_walk(screen, language, os.path.abspath(args.shots) if args.shots else "", args.timeout)
            size = "x".join(str(n) for n in walk["seen"][0]["screen"])
            results[f"{size}-{language}"] = walk
    if args.json:
        print(json.dumps(results, ensure_ascii=False))
        return 0 if all(not s["problems"] for walk in results.values() for s in walk["seen"]) else 1
    return 0 if report(results) else 1
