"""The computer player in the GUI: plays its side off the GUI thread, drops stale results, hints."""

import pytest

from app.ai.engine import SearchResult
from app.controller.ai_player import AiPlayer
from app.model import Board, Move


class FakeSearch:
    """Answers with the first legal move after a few polls (a stand-in for the worker process)."""

    instances = []

    def __init__(self):
        self.started, self.stopped, self._polls, self._result = [], 0, 0, None
        FakeSearch.instances.append(self)

    def start(self, fen, moves, ruleset, level, time_limit, depth=None):
        board = Board(fen)
        for text in moves:
            board.push_iccs(text)
        self.started.append((tuple(moves), ruleset, level, time_limit))
        self._polls = 0
        first = sorted(board.legal_moves(), key=lambda m: m.iccs)[0]
        self._result = SearchResult(first, 0, 1, 1, [first])

    def poll(self):
        self._polls += 1
        return self._result if self._polls >= 3 else None

    def stop(self):
        self.stopped += 1

    def close(self):
        pass


@pytest.fixture
def fake_ai(studio):
    studio.ai.close()
    FakeSearch.instances.clear()
    studio.ai = AiPlayer(studio.controller, search_factory=FakeSearch)
    studio.ai.hint_ready.connect(studio.on_hint)
    return studio.ai


def test_computer_answers_the_human(qtbot, studio, fake_ai):
    fake_ai.configure({"black"}, "master", 0.5)
    assert not fake_ai.thinking
    studio.controller.play(Move.from_iccs("h2e2"))
    assert fake_ai.thinking
    qtbot.waitUntil(lambda: len(studio.controller.game.moves) == 2, timeout=3000)
    assert not fake_ai.thinking
    search = FakeSearch.instances[0]
    assert search.started[0] == (("h2e2",), "cxq", "master", 0.5)


def test_stale_result_is_dropped(qtbot, studio, fake_ai):
    fake_ai.configure({"black"}, "master", 0.5)
    studio.controller.play(Move.from_iccs("h2e2"))
    assert fake_ai.thinking
    studio.on_undo()  # the human takes back before the computer answers
    assert not fake_ai.thinking and studio.controller.game.moves == []
    qtbot.wait(200)
    assert studio.controller.game.moves == [], "the old search's move was not played"


def test_hint_is_shown_on_the_board(qtbot, studio, fake_ai):
    fake_ai.hint()  # (the menu's Hint action is wired to the application's own player)
    qtbot.waitUntil(lambda: studio.controller.snapshot().hint is not None, timeout=3000)
    hint = studio.controller.snapshot().hint
    assert studio.window.scene.marks("hint") == sorted([hint.from_sq, hint.to_sq])
    assert "Hint:" in studio.window.statusBar().currentMessage()
    studio.controller.play(hint)
    assert studio.controller.snapshot().hint is None


def test_computer_vs_computer_with_the_real_worker(qtbot, studio):
    studio.ai.configure({"red", "black"}, "beginner", 0.2)
    qtbot.waitUntil(lambda: len(studio.controller.game.moves) >= 3, timeout=30000)
    studio.ai.configure(set(), "beginner", 0.2)
    assert studio.controller.game.board.fen() != Board().fen()
    studio.ai.close()


def test_move_now_plays_at_once_with_the_real_worker(qtbot, studio):
    studio.ai.configure({"red"}, "master", 30.0)
    qtbot.waitUntil(lambda: studio.ai.thinking, timeout=5000)
    qtbot.wait(1500)  # let the worker start searching
    studio.window.actions_by_name["move_now"].trigger()
    qtbot.waitUntil(lambda: len(studio.controller.game.moves) == 1, timeout=3000)
    studio.ai.close()
