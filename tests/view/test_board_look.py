"""Every board looks alike (the tournament's live board and a study board drew
俥傌砲 on Wood while the main board showed 车马炮 on Dark): the main, study, puzzle, tournament and
editor boards follow the chosen piece set, script and board theme, and a switch to 繁體中文 while they
are open redraws their pieces (and rewrites the moves) at once."""

import pytest

from app.controller.study_controller import StudyController
from app.controller.study_document import StudyDocument
from app.model.tree import GameTree
from app.shell.board_look import board_look
from app.shell.study_windows import open_study_window
from app.view import study_window
from app.view.board_scene import BoardLook, BoardScene
from app.view.position_editor import PositionEditor
from app.view.study_window import StudyWindow

GAME = "games/cchess/game_varations.xqf"


@pytest.fixture(autouse=True)
def never_ask(monkeypatch):
    monkeypatch.setattr(study_window, "ask_unsaved_changes", lambda parent, name: "discard")


def looks(scene) -> set[str]:
    """The looks its pieces are drawn in ('traditional/simplified': 车马炮 on the traditional set)."""
    return {item.piece_style for item in scene.pieces.values()}


def boards(studio, study):
    return {"main": studio.window.scene, "study": study.scene, "puzzles": studio.puzzle_window.scene,
            "tournament": studio.tournament_window.live.scene}


def test_every_board_follows_the_settings_and_a_language_switch(qtbot, studio, data_dir):
    settings = studio.settings
    settings.board_theme = "dark"
    study = open_study_window(studio.window, data_dir / GAME, settings, show=False)
    assert study is not None
    qtbot.addWidget(study)
    study.controller.step(3)
    studio.open_puzzles()
    studio.open_tournament()
    for name, scene in boards(studio, study).items():
        assert scene.board_theme == "dark" and looks(scene) == {"traditional/simplified"}, name
    assert "車" not in study.tree.item_of(study.controller.node).text(0)
    settings.language = "zh_TW"                      # traditional characters follow until chosen
    try:
        for name, scene in boards(studio, study).items():
            assert scene.board_theme == "dark" and looks(scene) == {"traditional"}, name
        assert study.traditional and study.board_view.move_box.traditional
        moves = [study.tree.item_of(node).text(0) for node in study.controller.tree.mainline_nodes()[:6]]
        assert any(ch in "".join(moves) for ch in "傌俥砲"), moves      # the moves rewritten too
        settings.board_theme = "light"
        settings.piece_style = "contrast"
        for name, scene in boards(studio, study).items():
            assert scene.board_theme == "light" and looks(scene) == {"contrast"}, name
    finally:
        settings.language = "en"
    for name, scene in boards(studio, study).items():
        assert looks(scene) == {"contrast/simplified"}, name
    study.close()


def test_the_play_windows_moves_follow_a_switch_to_traditional_chinese(qtbot, studio):
    from app.model import Move
    studio.controller.play(Move.from_iccs("h0g2"))
    assert studio.window.history.item(0, 0).text().startswith("马")
    studio.settings.language = "zh_TW"
    try:
        assert studio.window.history.item(0, 0).text().startswith("傌")
        assert looks(studio.window.scene) == {"traditional"}
    finally:
        studio.settings.language = "en"
    assert studio.window.history.item(0, 0).text().startswith("马")


def test_a_closed_study_window_is_let_go(qtbot, studio, data_dir):
    study = open_study_window(studio.window, data_dir / GAME, studio.settings, show=False)
    assert study is not None
    study.close()                                     # deleted on close
    qtbot.waitUntil(lambda: not studio.window.findChildren(StudyWindow))
    studio.settings.board_theme = "light"             # no call into the deleted window (a Qt error)
    assert studio.window.scene.board_theme == "light"


def test_the_position_editor_draws_as_the_other_boards(qtbot, studio):
    studio.settings.board_theme = "dark"
    studio.settings.traditional = True
    editor = PositionEditor(look=board_look(studio.settings))
    qtbot.addWidget(editor)
    assert editor.scene.board_theme == "dark" and looks(editor.scene) == {"traditional"}


def test_a_look_given_no_settings(qapp):
    look = board_look(None)
    assert (look.style, look.simplified, look.theme) == ("traditional", True, "wood")
    scene = BoardScene()
    scene.follow(look)
    with pytest.raises(ValueError, match="board theme"):
        look.set(theme="neon")
    look.set(theme="dark", simplified=False)
    assert scene.board_theme == "dark" and not scene.simplified
    other = BoardLook()
    scene.follow(other)                               # a scene follows one look at a time
    look.set(theme="light")
    assert scene.board_theme == "wood"


def test_a_study_window_made_alone_follows_a_look(qtbot):
    window = StudyWindow(StudyController(StudyDocument(GameTree())))
    qtbot.addWidget(window)
    look = BoardLook(simplified=True)
    window.follow(look)
    assert not window.traditional and window.scene.simplified
    look.set(simplified=False)
    assert window.traditional and not window.scene.simplified
