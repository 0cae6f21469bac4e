""""What to work on" shows every opening's name whole (wrapped, and in
its tooltip) and keeps the loss and games columns in view, no horizontal scroll bar, in English and
Chinese; the dialog opens within the screen; damaged reviews left out are counted in a note."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QTreeWidget

from app.training import MistakeKind, Phase, PlayerSummary, ReviewDamage, ReviewProblem
from app.view.opening_texts import name_of_code
from app.view.training_summary import SummaryDialog

# The longest names of the scheme among them (English names run past 100 characters).
CODES = ("D24", "C84", "E47", "D11", "B05", "A28", "D35", "C98")


def _summary(damaged: tuple = ()) -> PlayerSummary:
    return PlayerSummary(12, 340, 61.5, ((Phase.OPENING, 42.0, 120), (Phase.MIDDLEGAME, 80.0, 150),
                                         (Phase.ENDGAME, 55.0, 70)),
                         tuple((code, 100.0 + i, 12 - i) for i, code in enumerate(CODES)),
                         (40.0, 60.0, 80.0, 50.0), ((MistakeKind.HANGING, ()), (MistakeKind.OTHER, ())), damaged)


def _whole_and_in_view(tree: QTreeWidget, tooltips: bool = False) -> None:
    tree.doItemsLayout()
    viewport = tree.viewport().width()
    header = tree.header()
    assert not tree.horizontalScrollBar().isVisible()
    for column in range(tree.columnCount()):
        assert header.sectionPosition(column) + header.sectionSize(column) <= viewport, f"column {column} cut"
        assert header.sectionSize(column) >= header.sectionSizeHint(column) or column == 0
    metrics = tree.fontMetrics()
    for i in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(i)
        name = item.text(0)
        room = tree.visualItemRect(item).height()
        width = header.sectionSize(0) - 2 * tree.style().pixelMetric(tree.style().PixelMetric.PM_FocusFrameHMargin) - 8
        needed = metrics.boundingRect(QRect(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap), name).height()
        assert room >= needed, f"{name!r} cut: {room} px for {needed}"
        if tooltips:                                   # the openings: the name in its tooltip too
            assert item.toolTip(0) == name


@pytest.mark.parametrize("size", [(1024, 700), (700, 560)])
def test_opening_names_are_whole_and_every_column_is_in_view(qtbot, size):
    dialog = SummaryDialog("Me", _summary(), 10)
    qtbot.addWidget(dialog)
    dialog.resize(*size)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.openings.topLevelItemCount() == len(CODES)
    assert dialog.openings.topLevelItem(0).text(0) == f"D24 {name_of_code('D24')}"
    _whole_and_in_view(dialog.openings, tooltips=True)
    for tree in (dialog.phases, dialog.kinds):
        _whole_and_in_view(tree)
    screen = dialog.screen().availableGeometry()
    assert screen.contains(dialog.frameGeometry()), "the dialog opens within the screen"
    assert dialog.damaged_label.isHidden()


def test_names_stay_whole_in_chinese(qtbot, chinese):
    dialog = SummaryDialog("我", _summary(), 10)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.openings.headerItem().text(1) != "Average loss (cp)"        # translated
    _whole_and_in_view(dialog.openings, tooltips=True)
    for tree in (dialog.phases, dialog.kinds):
        _whole_and_in_view(tree)


def test_damaged_reviews_left_out_are_counted(qtbot):
    damage = ReviewDamage("k", "builtin", 0.2, ReviewProblem.MOVES, "ply 3: zz99")
    dialog = SummaryDialog("Me", _summary((damage, damage)), 10)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.damaged_label.isHidden()
    assert dialog.damaged_label.text().startswith("Damaged stored reviews, left out: 2.")
    assert dialog.damaged_label.toolTip() == "2: its moves are not legal"       # what is wrong, by its kind


def test_opening_names_follow_the_traditional_setting(qtbot, chinese):
    dialog = SummaryDialog("我", _summary(), 10, traditional=True)
    qtbot.addWidget(dialog)
    assert dialog.openings.topLevelItem(0).text(0).startswith("D24 順炮直車對橫車")


def test_what_to_work_on_from_the_program_uses_the_traditional_setting(qtbot, studio, monkeypatch):
    """Tools ▸ Review games ▸ What to work on…: with traditional characters (繁體中文 turns them on) the
    openings are named as the study window and the status bar name them."""
    import app.shell.training_feature as feature
    seen: dict[str, object] = {}

    class Recorder(feature.SummaryDialog):
        def __init__(self, *args, **kwargs):
            seen.update(kwargs)
            super().__init__(*args, **kwargs)

    monkeypatch.setattr(feature, "SummaryDialog", Recorder)
    assert studio.training is not None
    studio.settings.traditional = True
    try:
        dialog = studio.training.show_summary("Me")
    finally:
        studio.settings.traditional = False
    assert dialog is not None and seen.get("traditional") is True
    dialog.close()


def test_one_game_and_one_move_are_said_in_the_singular(qtbot):
    import dataclasses

    from PySide6.QtWidgets import QLabel
    for games, moves, said in ((1, 1, "1 game, 1 move, average loss 62 cp"),
                               (12, 340, "12 games, 340 moves, average loss 62 cp")):
        dialog = SummaryDialog("Me", dataclasses.replace(_summary(), games=games, moves=moves), 10)
        qtbot.addWidget(dialog)
        assert said in [label.text() for label in dialog.findChildren(QLabel)]
