"""My mistakes in the Puzzles window follows the file: exercises a review adds after the window was
first opened are there the next time the window is brought back (a player's walkthrough: after a
review said "1 new exercise in My mistakes", the open Puzzles window had no My mistakes at all)."""

from app.puzzles import Puzzle
from app.training import MISTAKES_NAME, MistakesFile

FEN = "rnbakabn1/9/1c5c1/p1p1p1p1p/9/8r/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"


def _exercise(pid: str) -> Puzzle:
    return Puzzle(FEN, "better", ["i3i4"], id=pid, themes=("blunder",))


def test_exercises_added_after_the_window_opened_are_offered_when_it_is_brought_back(studio, tmp_path,
                                                                                     monkeypatch):
    assert studio.training is not None
    path = tmp_path / "my-mistakes.json"
    monkeypatch.setattr(studio.training, "mistakes_file", lambda: MistakesFile(path))
    studio.open_puzzles()
    controller = studio.puzzle_window.controller
    assert MISTAKES_NAME not in [c.name for c in controller.collections]       # none yet
    MistakesFile(path).add([_exercise("a")])                                # a review made one
    studio.open_puzzles()
    names = [c.name for c in controller.collections]
    assert names.count(MISTAKES_NAME) == 1
    box = studio.puzzle_window.collection_box
    assert box.count() == len(names) and "(1)" in box.itemText(names.index(MISTAKES_NAME))
    MistakesFile(path).add([_exercise("b")])                                # another review, one more
    studio.open_puzzles()
    names = [c.name for c in controller.collections]
    assert names.count(MISTAKES_NAME) == 1                                  # replaced, not added twice
    assert len(controller.collections[names.index(MISTAKES_NAME)]) == 2
    assert "(2)" in box.itemText(names.index(MISTAKES_NAME))
