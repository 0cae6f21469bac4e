"""The board's character pieces are written in the script the moves are: simplified (车马炮) unless
traditional characters are chosen (or the UI is Traditional Chinese), in the play, study and puzzle
windows."""

from resources.pieces import piece_character, render_piece


def test_simplified_characters_and_their_drawing():
    assert [piece_character("red", k, simplified=True) for k in ("king", "rook", "horse", "cannon")] == \
        list("帅车马炮")
    assert [piece_character("black", k, simplified=True) for k in ("king", "rook", "horse", "cannon")] == \
        list("将车马炮")
    assert piece_character("black", "rook") == "車"
    traditional, simplified = render_piece("black", "rook", 64), render_piece("black", "rook", 64, simplified=True)
    assert traditional.tobytes() != simplified.tobytes()
    same = render_piece("red", "advisor", 64), render_piece("red", "advisor", 64, simplified=True)   # 仕 either way
    assert same[0].tobytes() == same[1].tobytes()


def _looks(scene):
    return {item.piece_style for item in scene.pieces.values()}


def test_the_play_window_follows_the_traditional_setting(qtbot, studio):
    scene = studio.window.scene
    assert studio.settings.traditional is False
    assert scene.simplified and _looks(scene) == {"traditional/simplified"}
    studio.settings.traditional = True
    assert not scene.simplified and _looks(scene) == {"traditional"}
    studio.settings.piece_style = "international"
    assert _looks(studio.window.scene) == {"international"}        # symbols have no script


def test_study_and_puzzle_windows_too(qtbot, studio):
    from app.controller.study_controller import StudyController
    from app.model.tree import GameTree
    from app.view.study_window import StudyWindow
    from app.controller.study_document import StudyDocument

    window = StudyWindow(StudyController(StudyDocument(GameTree())), traditional=True)
    qtbot.addWidget(window)
    assert not window.scene.simplified
    simplified = StudyWindow(StudyController(StudyDocument(GameTree())), traditional=False)
    qtbot.addWidget(simplified)
    assert simplified.scene.simplified
    studio.open_puzzles()
    puzzles = studio.puzzle_window
    assert puzzles.scene.simplified
    studio.settings.traditional = True
    assert not puzzles.scene.simplified
