"""A small plain-text bubble that says why next to the place tapped.

``Bubble.show_near(widget, text)`` shows ``text`` beside ``widget`` (or beside
``point``, in ``widget``'s coordinates), kept inside the window; it goes away
after a few seconds, on the next mouse press anywhere, or when another bubble
is shown. It never takes the focus (a frameless child of the window, not a
pop-up), so the keyboard stays where it was::

    Bubble.show_near(button, translate("table", "Choose a build first."))
    Bubble.show_near(board, reason, point=board.site_at(site).toPoint())
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QHideEvent
from PySide6.QtWidgets import QApplication, QFrame, QLabel, QVBoxLayout, QWidget

from ui import theme

SHOWN_MS = 4000
"""How long a bubble stays when nothing is tapped."""
MAX_WIDTH = 360
GAP = 8
"""Room between the bubble and what it points at."""


class Bubble(QFrame):
    """A tooltip-like note over a window; at most one is shown at a time."""

    _current: Bubble | None = None

    def __init__(self, window: QWidget, text: str) -> None:
        super().__init__(window)
        self.setObjectName("bubble")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        t = theme.current()
        self.setStyleSheet(
            f"QFrame#bubble {{ background: {t.panel}; border: 2px solid {t.highlight};"
            f" border-radius: 8px; }} QFrame#bubble QLabel {{ color: {t.text};"
            " background: transparent; }"
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        self.label = QLabel(self)
        self.label.setObjectName("bubble-text")
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setWordWrap(True)
        self.label.setFont(theme.font(12))
        self.label.setText(text)
        layout.addWidget(self.label)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.close)

    @classmethod
    def show_near(
        cls, widget: QWidget, text: str, point: QPoint | None = None, ms: int = SHOWN_MS
    ) -> Bubble:
        """Show ``text`` (plain text) beside ``widget``, or beside ``point`` of it;
        the bubble before it goes. Returns the bubble (tests read ``text()``)."""
        cls.hide_current()
        window = widget.window()
        bubble = cls(window, text)
        width = min(MAX_WIDTH, max(160, bubble.label.sizeHint().width() + 24))
        bubble.setFixedWidth(width)
        bubble.adjustSize()
        target = (
            QRect(widget.mapTo(window, point), widget.mapTo(window, point))
            if point is not None
            else QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
        )
        bubble.move(_place(target, bubble.size().width(), bubble.size().height(), window.rect()))
        bubble.raise_()
        bubble.show()
        # the paints its showing asks for later, asked now: in the tap's paint (a refusal's
        # tap painted the bubble in a pass of its own when the window's paint came first)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.UpdateLater)
        bubble._timer.start(ms)
        cls._current = bubble
        QTimer.singleShot(0, bubble, bubble._watch)  # after the tap that showed it
        return bubble

    def _watch(self) -> None:
        app = QApplication.instance()
        if app is not None and Bubble._current is self:
            app.installEventFilter(self)

    @classmethod
    def current(cls) -> Bubble | None:
        """The bubble shown now (None: none)."""
        bubble = cls._current
        return bubble if bubble is not None and shiboken6.isValid(bubble) else None

    @classmethod
    def hide_current(cls) -> None:
        """Take the bubble shown now away."""
        bubble, cls._current = cls._current, None
        if bubble is not None and shiboken6.isValid(bubble):  # its window may be gone
            bubble.close()

    def text(self) -> str:
        """What the bubble says."""
        return self.label.text()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The next tap anywhere takes the bubble away (the tap itself goes on)."""
        if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.TouchBegin):
            QTimer.singleShot(0, self, self._dismiss)
        return False

    def _dismiss(self) -> None:
        if Bubble._current is self:
            Bubble.hide_current()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop watching taps."""
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        if Bubble._current is self:
            Bubble._current = None
        super().closeEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        """Once closed, moved out of its window: Qt repaints a deleted child's place in
        its parent, hidden or not (``QWidget::destroy``), and a closed bubble is deleted
        after the tap's paint, which was a paint pass of the window of its own."""
        super().hideEvent(event)
        if self.isHidden():  # not its window hidden: it shows again with it
            self.move(-self.width(), -self.height())


def _place(target: QRect, width: int, height: int, room: QRect) -> QPoint:
    """Below ``target`` when there is room, else above it; inside ``room``."""
    x = target.center().x() - width // 2
    y = target.bottom() + GAP
    if y + height > room.bottom():
        y = target.top() - GAP - height
    x = max(room.left() + GAP, min(x, room.right() - GAP - width))
    y = max(room.top() + GAP, min(y, room.bottom() - GAP - height))
    return QPoint(x, y)
