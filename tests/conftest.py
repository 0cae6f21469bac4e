"""Test-wide settings: Qt runs offscreen; data files live in tests/data."""

import atexit
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# A home folder of this run's own: Qt's test locations ($HOME/.qttest: the default library, settings
# and autosaves), the tablebase folder and everything else found through the home folder are fresh
# for each run, so that no run sees what an earlier or a concurrent one left there. The cache folder
# stays the user's (the compiled engine core and fontconfig are kept there between runs).
os.environ.setdefault("XDG_CACHE_HOME", os.path.join(os.path.expanduser("~"), ".cache"))
_HOME = tempfile.mkdtemp(prefix="xiangqi-studio-tests-")
os.environ["HOME"] = _HOME
for _name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME"):
    os.environ.pop(_name, None)
atexit.register(shutil.rmtree, _HOME, True)
# The built-in engine searches with its pure core in tests (and in the engine processes they start):
# no test waits on, or competes with, a background compile. tests/ai/test_core.py builds the compiled
# core itself and holds it equal to the pure one.
os.environ.setdefault("XIANGQI_STUDIO_ENGINE", "python")
# Compiled modules are cached (Python's default, which an environment with PYTHONDONTWRITEBYTECODE
# turns off): otherwise every worker, and every program and engine process a test starts, compiles
# the program's sources again, and pytest rewrites the assertions of every test module again (about
# 12 s of CPU per worker). Set before the workers and those processes start, which inherit it.
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
sys.dont_write_bytecode = False


def pytest_configure(config):
    """Qt's standard locations (data folder, default QSettings) point at a test folder, so that no
    test writes into the user's own settings, library or autosaves."""
    from PySide6.QtCore import QStandardPaths
    QStandardPaths.setTestModeEnabled(True)


_GUI_COLLECTION: list[bool] = []


def _collect_on_gui_thread() -> None:
    """Once a test has made the QApplication, the garbage collector runs only on the GUI thread, as in the
    program: a window, a timer or a controller left by one test is never freed by the collector on a
    thread of a later test (an engine's reader, a tournament's game), which crashed Qt. Once per
    process (a test of the collector itself may turn it off for a while)."""
    if _GUI_COLLECTION:
        return
    from PySide6.QtCore import QCoreApplication
    if QCoreApplication.instance() is not None:
        from app.controller.gc_pause import collect_on_gui_thread
        collect_on_gui_thread()
        _GUI_COLLECTION.append(True)


RUNNING: list[pytest.Item] = []      # the test being set up or run in this process


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item):
    RUNNING[:] = [item]
    _collect_on_gui_thread()


def running_marked(name: str) -> bool:
    """True if the test now running (or having its fixtures set up) carries the marker `name`, or when
    no test runs (outside pytest)."""
    return not RUNNING or RUNNING[0].get_closest_marker(name) is not None


@pytest.fixture
def collector_on_its_own(qapp):
    """For a test of pausing the collector: it runs on its own (on any thread) during the test, as in a
    process that did not keep it on the GUI thread; kept there again after."""
    from app.controller.gc_pause import collect_on_gui_thread, collecting_on_gui_thread, end_collect_on_gui_thread
    was = collecting_on_gui_thread()
    end_collect_on_gui_thread()
    yield
    if was:
        collect_on_gui_thread()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item, nextitem):
    """What the collector would have run during the test, here on the GUI thread (a test that ran no event
    loop gave the timer no chance)."""
    yield
    _collect_on_gui_thread()
    from app.controller.gc_pause import collect_due, collecting_on_gui_thread
    if collecting_on_gui_thread():
        collect_due()


def pytest_collection_modifyitems(session, config, items):
    """The tests that need the compiled search core (marked ``compiled``) run last, and when any is
    selected the core's one compile of the run starts now, in a process of its own (the engine's
    worker, into the cache folder the engine uses), so that it runs beside the other tests instead of
    holding up the first that needs it (about 90 s of CPU; nothing to do when the cache holds it)."""
    for item in items:      # a test using the built core's cache needs the compile as much as a marked one
        if "built_cache" in getattr(item, "fixturenames", ()) and not item.get_closest_marker("compiled"):
            item.add_marker(pytest.mark.compiled)
    needing = [item for item in items if item.get_closest_marker("compiled")]
    if not needing:
        return
    items[:] = [item for item in items if not item.get_closest_marker("compiled")] + needing
    # under pytest-xdist every worker collects the same tests: the first worker starts the compile, the
    # others' compiled tests wait for its lock, then load what it wrote
    if not config.option.collectonly and os.environ.get("PYTEST_XDIST_WORKER", "gw0") == "gw0":
        _compile_in_background(config)


def _compile_in_background(config) -> None:
    from app.ai.core import cache
    place = cache.choose_cache()
    if place.path is None or cache.is_complete(place.path):
        return
    env = dict(os.environ)
    paths = [str(cache.APP_ROOT), *filter(None, env.get("PYTHONPATH", "").split(os.pathsep))]
    env["PYTHONPATH"] = os.pathsep.join(paths)
    # it ends when this process does (the worker follows its parent); a compile begun by the first test
    # that needs it waits for this one's lock, then loads what it wrote
    worker = subprocess.Popen([sys.executable, "-m", "app.ai.core.worker", place.path], stdin=subprocess.DEVNULL,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    config.add_cleanup(lambda: _end(worker))


def _end(worker: subprocess.Popen) -> None:
    if worker.poll() is None:
        worker.terminate()
    worker.wait()


def pytest_xdist_auto_num_workers(config) -> int:
    """`-n auto`: one worker more than the cores this run may use. Many tests wait on something (an
    engine's answer, a child process, a timer) and leave their core idle meanwhile: on 2 cores 3
    workers ran the suite in 325 s where 2 took 432 s."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return cores + 1


DATA = Path(__file__).parent / "data"


@pytest.fixture(autouse=True)
def _a_library_of_its_own(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """The default game library (the one the program opens when none is named) is a new file for each
    test: a test that adds a game to it (My games, a saved game offered to the library) must not show
    in the next test's library."""
    from app.controller import library_controller
    folder = tmp_path_factory.mktemp("library")
    monkeypatch.setattr(library_controller, "default_library_path", lambda: folder / "library.sqlite")


@pytest.fixture
def data_dir() -> Path:
    """Folder of the test data files."""
    return DATA


@pytest.fixture(scope="session")
def imported(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A library file holding the CCPD sample games in tests/data/ccpd-games, imported once for the
    whole run (copy it before changing it)."""
    from app.library import Library
    path = tmp_path_factory.mktemp("lib") / "sample.xqlib"
    with Library(path) as lib:
        lib.import_paths([DATA / "ccpd-games"], workers=0)
    return path
