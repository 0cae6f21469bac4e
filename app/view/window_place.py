"""Where a window goes: within the free area of its screen, and back where it was.

Every window and dialog opens within its screen's free area (the available geometry: the screen less
task bars and panels), frame included. ``fit_to_screen(window, width, height)``
gives a window its first size: the size it wants, as far as the free area allows once a window
manager's frame (``FRAME``: borders and a title bar) is added; ``keep_on_screen`` moves a shown window
back inside. A window's layout must be able to take the smaller size (sensible minimum sizes, scroll
areas where content cannot shrink): ``python -m app.bench fit`` opens every window and dialog the
menus lead to on small screens and checks both.

A window's size and place are remembered as one text (Qt's saveGeometry, in base64). Qt keeps a
restored window on the screens there are now: a place no screen shows any more (a second monitor
unplugged) is moved onto a screen, and a size larger than the screen is shrunk to it. A damaged text
leaves the window as it was."""

from __future__ import annotations

import base64
import binascii

from PySide6.QtCore import QByteArray, QEvent, QObject, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QScrollArea, QStyle, QWidget

STEP = 28               # a second window at the same place moves this far right and down
KEEP_SHOWN = QSize(200, 100)    # ... if this much of it from its top left corner stays on its screen
FRAME = QSize(16, 40)   # the room a window manager's frame takes around a window (borders, title bar)


def free_area(window: QWidget) -> QRect:
    """The free area of the screen the window is on (its parent's, before it is shown): the screen
    less task bars and panels."""
    screen = window.screen()
    if screen is None:
        screen = QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 700)


def frame_room(window: QWidget) -> QSize:
    """What the window's frame adds to its size: the real frame once it is shown and framed, never less
    than FRAME (a frame not known yet, or a window manager that draws none now)."""
    extra = window.frameGeometry().size() - window.geometry().size() if window.isVisible() else QSize()
    return extra.expandedTo(FRAME)


def room_for(window: QWidget) -> QSize:
    """The largest size the window can take with its frame within the free area."""
    free, frame = free_area(window).size(), frame_room(window)
    return QSize(max(free.width() - frame.width(), 1), max(free.height() - frame.height(), 1))


def fit_to_screen(window: QWidget, width: int, height: int) -> QSize:
    """Give a window or dialog its first size: `width` x `height`, as far as the free area of its
    screen allows with its frame (never below the smallest size its layout takes: layouts must allow
    the room a small screen leaves). Returns the size given."""
    room = room_for(window)
    size = QSize(min(width, room.width()), min(height, room.height())).expandedTo(window.minimumSizeHint())
    window.resize(size)
    return window.size()


def fit_to_hint(window: QWidget) -> QSize:
    """fit_to_screen at the size the window's layout asks for (a dialog as large as its content)."""
    hint = window.sizeHint()
    return fit_to_screen(window, hint.width(), hint.height())


def grow_to_wrapped_text(window: QWidget) -> None:
    """Make a window tall enough for the text it wraps at its width (as far as the free area allows).

    Qt holds a window to its layout's minimum size, which leaves out text wrapped to the width (a
    word-wrapped label's height for its width): when such a label gets a longer text, the window does
    not grow and the rows around it are squeezed (buttons and fields cut to half their height). The
    window only grows here: a user's own larger size is kept."""
    layout = window.layout()
    if layout is None or not layout.hasHeightForWidth():
        return
    layout.activate()
    needed = min(layout.totalHeightForWidth(window.width()), room_for(window).height())
    if window.height() < needed:
        window.resize(window.width(), needed)


class _WrappedTextRoom(QObject):
    """Grows the window it watches to its wrapped text whenever its layout changes or it is shown."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.LayoutRequest, QEvent.Type.Show) and isinstance(watched, QWidget):
            grow_to_wrapped_text(watched)
        return False


def keep_wrapped_text_whole(window: QWidget) -> None:
    """From now on, grow `window` to the text it wraps whenever its content changes (grow_to_wrapped_text)."""
    window.installEventFilter(_WrappedTextRoom(window))


class ShrinkingArea(QScrollArea):
    """Content that cannot shrink, in a scroll area: shown whole (no frame, no scroll bar) where there is
    room, scrolled on a screen too small for it. Its size hint is its content's, so the window around it
    asks for the whole content and fit_to_screen gives it as much as the screen has."""

    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # Tab goes to its fields (scrolled into view), not to it

    def sizeHint(self) -> QSize:
        content = self.widget()
        if content is None:
            return super().sizeHint()
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        return content.sizeHint() + QSize(bar, 0)      # room for a vertical scroll bar if it comes


def keep_on_screen(window: QWidget) -> None:
    """Shrink a window larger than the room its screen has (as far as its layout allows), and move it
    so that its frame lies within the free area."""
    room = room_for(window)
    if window.width() > room.width() or window.height() > room.height():
        window.resize(min(window.width(), room.width()), min(window.height(), room.height()))
    free, frame = free_area(window), window.frameGeometry()
    size = frame.size().expandedTo(window.size() + frame_room(window))
    x = max(free.left(), min(frame.left(), free.left() + free.width() - size.width()))
    y = max(free.top(), min(frame.top(), free.top() + free.height() - size.height()))
    if (x, y) != (frame.left(), frame.top()):
        window.move(x, y)


def place_text(window: QWidget) -> str:
    """The window's size and place (and maximized state) as a text for the settings."""
    return base64.b64encode(bytes(window.saveGeometry().data())).decode("ascii")


def restore_place(window: QWidget, text: str) -> bool:
    """Put the window where `text` (from place_text) says; False (the window left as it was) if the
    text is empty or damaged."""
    try:
        data = base64.b64decode(text, validate=True)
    except (ValueError, binascii.Error):
        return False
    return window.restoreGeometry(QByteArray(data))     # Qt changes nothing on data it cannot read


def step_from(window: QWidget, others: list[QWidget]) -> None:
    """Move the window a step right and down while another visible one of `others` is at its place, so
    that a second window does not hide the first. It stays within the free area: smaller by as much as
    the step takes where it would reach past the edge; no step where that would take it below its
    smallest size or its top left corner out of the free area."""
    free = free_area(window)
    border = FRAME.width() // 2
    for _ in range(len(others)):
        here = window.geometry().topLeft()
        if not any(other is not window and other.isVisible() and other.geometry().topLeft() == here
                   for other in others):
            return
        there = here + QPoint(STEP, STEP)
        if not free.contains(QRect(there, KEEP_SHOWN)):
            return
        width = min(window.width(), free.left() + free.width() - there.x() - border)
        height = min(window.height(), free.top() + free.height() - there.y() - border)
        smallest = window.minimumSizeHint().expandedTo(window.minimumSize())
        if width < smallest.width() or height < smallest.height():
            return
        window.resize(width, height)
        window.move(window.pos() + QPoint(STEP, STEP))


__all__ = ["FRAME", "ShrinkingArea", "fit_to_hint", "fit_to_screen", "free_area", "keep_on_screen", "place_text",
           "restore_place", "room_for", "step_from"]
