"""The endgame tables in what a person sees of a review: "What to work on" names a won ending given
away and a drawn ending lost (English and Chinese), the exercise's goal says to win or to hold the
ending and names the move played, and the game review dialog says how many moves the tables judged and
which table it went on without."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from app.controller.review import GameReviewer
from app.engines import open_engine
from app.library import Library
from app.model import Board, Move
from app.puzzles import Goal, Puzzle
from app.tablebase import Tablebase
from app.training import MistakeKind, ReviewRunner, ReviewTask, summarize, to_stored
from app.training.review import review_game
from app.view.puzzle_window import goal_text, move_text
from app.view.review_dialog import ReviewDialog
from app.view.review_games_dialog import report_notes
from app.view.training_summary import SummaryDialog
from tests.training.krk import GIVE_AWAY, NOT_TAKEN, START, krk_game, make_krk
from tests.training.test_endings import FlatEngine


@pytest.fixture(scope="module")
def tables(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_krk(tmp_path_factory.mktemp("krk"))


def summary_of(tables: Path, player: str):
    tb = Tablebase(tables, compiled=False)
    tree = krk_game(tb)
    stored = to_stored(tree, review_game(tree, FlatEngine(), 0.01, tables=tb), "flat", 0.01)
    return summarize(player, [stored], tables=tb)


@pytest.mark.parametrize(("player", "english", "chinese_words"), [
    ("Winner", "Won ending given away", "残局胜势丢失"), ("Defender", "Drawn ending lost", "残局和棋走输")])
@pytest.mark.parametrize("language", ["en", "zh"])
def test_what_to_work_on_names_the_ending_given_away(qtbot, request, tables, player, english, chinese_words,
                                                      language):
    if language == "zh":
        request.getfixturevalue("chinese")
    dialog = SummaryDialog(player, summary_of(tables, player), 10)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.kinds.topLevelItemCount() == 1
    item = dialog.kinds.topLevelItem(0)
    assert item.text(0) == (english if language == "en" else chinese_words) and item.text(1) == "1"
    assert item.child(0).text(0).endswith("??")                       # a blunder, whatever the engine saw


def test_the_exercise_goal_says_to_win_or_to_hold_and_names_the_move_played():
    won = Puzzle(START, Goal.ENDGAME, ["a8f8"], themes=("blunder", MistakeKind.WON_ENDING_LOST.value),
                 played=GIVE_AWAY)
    played = move_text(START, GIVE_AWAY, "wxf")
    assert goal_text(won, "wxf") == f"Red to move: win this endgame (the game went {played})"
    board = Board.from_fen(START)
    board.push(Move.from_iccs(GIVE_AWAY))
    drawn = Puzzle(board.fen(), Goal.ENDGAME, ["e9e8"], themes=("blunder", MistakeKind.DRAWN_ENDING_LOST.value),
                   played=NOT_TAKEN)
    played = move_text(board.fen(), NOT_TAKEN, "wxf")
    assert goal_text(drawn, "wxf") == f"Black to move: hold the draw in this endgame (the game went {played})"
    plain = Puzzle(START, Goal.ENDGAME, ["a8f8"])                          # a shipped endgame: as before
    assert goal_text(plain, "wxf") == "Red to move: win this endgame"


def _reviewed(qtbot, tables: Path, used: Path | None = None) -> ReviewDialog:
    """The review dialog after a review of the KRK game by the built-in engine with the tables `used`
    (the good ones when not given)."""
    reviewer = GameReviewer()
    tree = krk_game(Tablebase(tables, compiled=False))
    dialog = ReviewDialog(reviewer, _NoEngines(), tree)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(reviewer.finished, timeout=60_000):
        reviewer.start(tree, lambda: open_engine("builtin"), 0.05, tables=Tablebase(used or tables, compiled=False))
    reviewer.close()
    return dialog


class _NoEngines:
    engines: list = []

    def get(self, name):
        return None


def test_the_review_dialog_says_how_many_moves_the_tables_judged(qtbot, tables):
    dialog = _reviewed(qtbot, tables)
    assert dialog.status.text() == "Done. The endgame tables judged 3 moves."
    assert dialog.review is not None and [v.table is not None for v in dialog.review.verdicts] == [True] * 3
    assert dialog.review.red.blunders == 1 and dialog.review.black.blunders == 1


def test_the_review_dialog_names_a_damaged_table(qtbot, tables, tmp_path):
    folder = tmp_path / "damaged"
    shutil.copytree(tables, folder)
    path = folder / "KRK.xqtb"
    data = bytearray(path.read_bytes())
    data[-5] ^= 0x40
    path.write_bytes(bytes(data))
    dialog = _reviewed(qtbot, tables, folder)
    assert dialog.status.text() == "Done. The endgame table KRK was left out: damaged: make it again."
    assert dialog.review is not None and all(v.table is None for v in dialog.review.verdicts)


def test_a_run_names_the_tables_it_went_on_without(tables, tmp_path):
    folder = tmp_path / "cut"
    shutil.copytree(tables, folder)
    (folder / "KRK.xqtb").write_bytes((folder / "KRK.xqtb").read_bytes()[:100])
    tree = krk_game(Tablebase(tables, compiled=False))
    with Library(tmp_path / "lib.xqlib") as library:
        report = ReviewRunner(FlatEngine, "flat", 0.01, library, tables=Tablebase(folder, compiled=False)).run(
            [ReviewTask(tree, "game")])
    assert report_notes(report) == "The endgame table KRK was left out: cut short: make it again."
