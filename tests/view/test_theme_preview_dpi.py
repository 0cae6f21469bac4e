"""The Settings dialog's theme preview is drawn at the screen's pixel ratio: sharp, and the same size
on screen, at 200% scaling."""

from PySide6.QtWidgets import QComboBox

from app.view.theme_preview import PREVIEW_WIDTH, ThemePreview


class ScaledPreview(ThemePreview):
    """The preview as on a screen scaled to 200% (the offscreen test screen is at 100%)."""

    def devicePixelRatioF(self) -> float:
        return 2.0

    def setPixmap(self, pixmap) -> None:
        self.given = pixmap                    # (QLabel.pixmap() answers at the real screen's ratio)
        super().setPixmap(pixmap)


def boxes():
    boards, pieces = QComboBox(), QComboBox()
    boards.addItem("Wood", "wood")
    pieces.addItem("Chinese characters", "traditional")
    return boards, pieces


def test_preview_has_twice_the_pixels_at_200_percent_and_the_same_size(qtbot):
    preview = ScaledPreview(*boxes())
    qtbot.addWidget(preview)
    pixmap = preview.given
    assert pixmap.width() == 2 * PREVIEW_WIDTH and pixmap.devicePixelRatio() == 2.0
    assert pixmap.deviceIndependentSize().width() == PREVIEW_WIDTH    # laid out at its logical size


def test_preview_at_100_percent(qtbot):
    preview = ThemePreview(*boxes())
    qtbot.addWidget(preview)
    assert preview.pixmap().width() == PREVIEW_WIDTH and preview.pixmap().devicePixelRatio() == 1.0
