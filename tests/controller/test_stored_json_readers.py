"""Every place the program reads JSON it stored falls back or reports cleanly on damage:
nesting deeper than Python's json module reads (RecursionError before), numbers out of range (1e999, a
number of 400 digits) and wrong types. The settings are in test_settings_autosave.py, the library's
stored headers in tests/library/test_errors.py."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

DEEP = "[" * 100_000 + "]" * 100_000
DEEP_OBJECT = '{"a":' * 50_000 + "1" + "}" * 50_000
HUGE = "1" + "0" * 400                 # a JSON number that is no float (OverflowError when made one)
START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"


@pytest.fixture
def store(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "store.ini"), QSettings.Format.IniFormat)


# ----- the review job kept to resume (Settings store) ----------------------------------------------------
JOB = {"kind": "library", "engine": "builtin", "seconds": 0.2, "ids": [1, 2], "path": "", "player": "",
       "workers": 1, "options": {}}


@pytest.mark.parametrize("text", [DEEP, DEEP_OBJECT, "[1, 2]", '"job"',
                                  json.dumps(JOB).replace("0.2", "1e999"), json.dumps(JOB).replace("0.2", HUGE),
                                  json.dumps(JOB).replace("0.2", "-3"), json.dumps(JOB).replace("0.2", "1e300"),
                                  json.dumps(JOB).replace("0.2", "NaN")])
def test_a_damaged_review_job_is_no_job_to_resume(store, text):
    from app.controller.review_games import PENDING_KEY, BatchReviewer
    store.setValue(PENDING_KEY, text)
    assert BatchReviewer(store).pending_job() is None


def test_a_sound_review_job_is_resumed(store):
    from app.controller.review_games import PENDING_KEY, BatchReviewer
    store.setValue(PENDING_KEY, json.dumps(JOB))
    job = BatchReviewer(store).pending_job()
    assert job is not None and job.seconds == 0.2 and job.ids == (1, 2)


# ----- the engine list (Settings store) -------------------------------------------------------------------
ENGINE = {"name": "Fairy", "command": "/usr/games/fairy-stockfish", "protocol": "uci", "values": {"Hash": 64},
          "declared": []}


@pytest.mark.parametrize("text", [DEEP, DEEP_OBJECT, '{"name": "x"}', "7", "[Infinity]",
                                  json.dumps([ENGINE]).replace("64", HUGE)])
def test_a_damaged_engine_list_leaves_the_built_in_engine(store, text):
    from app.controller.engine_registry import KEY, EngineRegistry
    store.setValue(KEY, text)
    engines = EngineRegistry(store).engines
    assert [e.builtin for e in engines] == [True]


def test_an_engine_s_option_values_are_plain_values(store):
    from app.controller.engine_registry import KEY, EngineRegistry
    stored = dict(ENGINE, values={"Hash": 64, "Threads": [1, [2]], "Book": {"a": 1}, "Ponder": True, "Name": "x"})
    store.setValue(KEY, json.dumps([stored]))
    engines = EngineRegistry(store).engines
    assert engines[-1].name == "Fairy" and engines[-1].values == {"Hash": 64, "Ponder": True, "Name": "x"}


# ----- the game's autosave --------------------------------------------------------------------------------
def test_a_clock_of_impossible_size_costs_the_autosave_its_clock_not_its_game(tmp_path):
    from app.controller.autosave import Autosave, restore
    from app.model import Clock, Game, TimeControl
    save = Autosave(tmp_path, "x")
    game, now = Game(), [0.0]
    clock = Clock(TimeControl.parse("5+3"), TimeControl.parse("5+3"), now=lambda: now[0])
    clock.start()
    now[0] = 12.5
    game.push_iccs("h2e2")
    clock.press()
    save.save(game, (), "master", clock.snapshot())
    assert save.read().clock is not None                  # the sound file keeps its clock
    data = json.loads(save.path.read_text(encoding="utf-8"))
    data["clock"]["elapsed"] = "ELAPSED"
    save.path.write_text(json.dumps(data).replace('"ELAPSED"', HUGE))
    saved = save.read()
    assert saved is not None and saved.clock is None
    restored = restore(saved)
    assert restored is not None and [m.iccs for m in restored.moves] == ["h2e2"]


def test_a_deeply_nested_autosave_is_set_aside_and_reported(tmp_path):
    from app.controller.autosave import Autosave, BrokenAutosave
    save = Autosave(tmp_path, "x")
    save.path.write_text(DEEP)
    with pytest.raises(BrokenAutosave):
        save.read()


# ----- a study window's layout ----------------------------------------------------------------------------
@pytest.mark.parametrize("text", [DEEP_OBJECT, DEEP, '{"docks": ' + DEEP + "}"])
def test_a_deeply_nested_layout_leaves_the_window_as_it_is(qtbot, text):
    from PySide6.QtWidgets import QMainWindow, QSplitter

    from app.view.study_layout import restore_layout
    window = QMainWindow()
    qtbot.addWidget(window)
    assert restore_layout(window, {"board": QSplitter()}, text) == set()


# ----- the tournament's state file ------------------------------------------------------------------------
@pytest.mark.parametrize("text", [DEEP, DEEP_OBJECT, "[]", '"state"', '{"format": 1, "pgn_size": 1e999}',
                                  '{"format": 1, "pgn_size": ' + HUGE + "}", '{"format": NaN}'])
def test_a_damaged_tournament_state_file_is_reported_as_damaged(tmp_path, text):
    from app.tournament import TournamentStore
    from app.tournament.store import StoreError
    pgn = tmp_path / "t.pgn"
    pgn.write_text("")
    store = TournamentStore(str(pgn))
    Path(store.state).write_text(text)
    with pytest.raises(StoreError, match="damaged|not a tournament state file"):
        store.load()
    assert pgn.exists()


# ----- puzzle collections (the shipped ones and My mistakes) ----------------------------------------------
@pytest.mark.parametrize("text", [DEEP, DEEP_OBJECT, "[]", '{"format": 1, "name": "x", "puzzles": [' + DEEP + "]}"])
def test_a_damaged_collection_file_is_a_value_error(tmp_path, text):
    from app.puzzles.collections import load_collection_file
    path = tmp_path / "c.json"
    path.write_text(text)
    with pytest.raises((ValueError, KeyError, TypeError)):
        load_collection_file(path)


def test_a_deeply_nested_my_mistakes_file_is_set_aside(tmp_path):
    from app.training import MistakesFile
    path = tmp_path / "mistakes.json"
    path.write_text(DEEP)
    mistakes = MistakesFile(path)
    assert mistakes.damage is not None and mistakes.damage.kept is not None and not path.exists()
    assert len(mistakes.collection.puzzles) == 0


# ----- the puzzle progress file (set aside, as any damage) ------------------------------------------------
@pytest.mark.parametrize("text", [DEEP, DEEP_OBJECT, '{"format": 1, "rating": 1e999}'])
def test_a_damaged_progress_file_starts_afresh_and_is_kept_aside(tmp_path, text):
    from app.puzzles.progress import START_RATING, ProgressStore
    path = tmp_path / "progress.json"
    path.write_text(text)
    progress = ProgressStore(path)
    assert progress.rating == START_RATING
