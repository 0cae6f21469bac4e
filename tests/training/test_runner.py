"""The review runner: games reviewed by several engines into the library, nothing reviewed twice, a
cancelled run resumed by running it again."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from app.engines import EngineSession, open_engine
from app.library import Library
from app.model.tree import GameTree
from app.training import ReviewRunner, ReviewTask, RunProgress, from_stored, game_key

LINES = [["h2e2", "h9g7"], ["b2e2", "b9c7", "h0g2"], ["c3c4"], ["h0g2", "h7e7", "i0h0"]]
SECONDS = 0.05


def _tasks() -> list[ReviewTask]:
    return [ReviewTask(GameTree.from_moves(line, headers={"Red": "Me", "Black": f"Opponent {i}"}), f"game {i}")
            for i, line in enumerate(LINES)]


class Opener:
    """Opens the built-in engine and counts how often."""

    def __init__(self) -> None:
        self.opened = 0
        self.lock = threading.Lock()

    def __call__(self) -> EngineSession:
        with self.lock:
            self.opened += 1
        return open_engine("builtin")


@pytest.fixture()
def library(tmp_path: Path):
    with Library(tmp_path / "lib.xqlib") as lib:
        yield lib


def test_games_are_reviewed_once_and_stored(library: Library) -> None:
    opener = Opener()
    seen: list[RunProgress] = []
    report = ReviewRunner(opener, "builtin", SECONDS, library, workers=2).run(_tasks(), seen.append)
    assert (report.reviewed, report.reused, report.failed, report.cancelled) == (4, 0, 0, False)
    assert opener.opened == 2
    assert seen[-1].done == seen[-1].total == 4
    assert seen[-1].positions == sum(len(line) + 1 for line in LINES)
    for task, stored in zip(_tasks(), report.reviews, strict=True):
        assert stored is not None
        assert stored.key == game_key(task.tree) and stored.headers["Red"] == "Me"
        assert len(stored.evaluations) == len(task.tree.mainline_moves()) + 1
        again = library.find_review(game_key(task.tree), "builtin", SECONDS)
        assert again == stored
        assert from_stored(again).moves == tuple(task.tree.mainline_moves())
    assert len(library.player_reviews("me")) == 4 and len(library.player_reviews("Opponent 2")) == 1

    second = Opener()
    report = ReviewRunner(second, "builtin", SECONDS, library, workers=2).run(_tasks())
    assert (report.reviewed, report.reused, second.opened) == (0, 4, 0)      # nothing to do, no engine started
    other = ReviewRunner(Opener(), "builtin", SECONDS * 2, library).run(_tasks()[:1])
    assert other.reviewed == 1                   # another time per position is another review


def test_a_cancelled_run_resumes_where_it_stopped(library: Library) -> None:
    runner = ReviewRunner(Opener(), "builtin", SECONDS, library, workers=1)

    def cancel_after_first_game(progress: RunProgress) -> None:
        if progress.done >= 1:
            runner.cancel()

    first = runner.run(_tasks(), cancel_after_first_game)
    assert first.cancelled and first.reviewed == 1
    rest = ReviewRunner(Opener(), "builtin", SECONDS, library, workers=2).run(_tasks())
    assert (rest.reused, rest.reviewed, rest.cancelled) == (1, 3, False)
    assert all(r is not None for r in rest.reviews)
