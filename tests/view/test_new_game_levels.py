"""The new-game dialog names each level of the built-in AI with the rating measured for it."""

from PySide6.QtCore import QSettings

from app.ai import LEVELS
from app.model.seating import PlayerSpec


def test_each_level_is_listed_with_its_rating_weakest_first(qtbot):
    from app.controller.settings import Settings
    from app.view.new_game_dialog import NewGameDialog
    settings = Settings(QSettings("/dev/null", QSettings.Format.IniFormat))
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    box = dialog.level
    assert [box.itemData(i) for i in range(box.count())] == list(LEVELS)
    for i, spec in enumerate(LEVELS.values()):
        text = box.itemText(i)
        assert text.startswith(spec.name.capitalize())
        if spec.rating_error:
            assert f"rating {spec.rating} ± {spec.rating_error})" in text
        else:
            assert f"about {spec.rating})" in text
    box.setCurrentIndex(box.findData("strong"))
    assert dialog.choice().level == "strong" and dialog.choice().computer == PlayerSpec.builtin("strong")
