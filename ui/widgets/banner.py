"""The table's banner: what happens now, readable from across the table, on two
lines (the clock, then the next thing to do); the window's tools at its right end.

Its height is fixed (room for the clock and two lines of text): a banner whose
height followed its text would move (and repaint) the whole table at every tap.
Long translations get smaller fonts instead (:meth:`Banner.fit`); where even the
smallest font does not fit (a small window with a side panel open), the lines end
in "…" and the whole text is the banner's tool tip.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ui import theme
from ui.plain_text import tip
from ui.widgets.opaque import OpaqueKeptHints, OpaqueLabel, clear_of_frame

TOOLS_PER_ROW = 4


def _banner_colour() -> str:
    """The banner's background (the style sheet's)."""
    return theme.current().banner


def _clear_of_corners(label: QWidget) -> bool:
    """Whether ``label`` lies clear of its banner's rounded corners (the style sheet's:
    they grow with the text scale)."""
    banner = label.parentWidget()
    if banner is None:
        return False
    return clear_of_frame(label.geometry(), banner.rect(), 0, theme.px(8))


def _opaque_label(parent: QWidget) -> OpaqueLabel:
    """A banner's line, painting the banner's background under its text: a new text
    repaints the line alone, not the banner and the window under it (every tap)."""
    return OpaqueLabel(_banner_colour, _clear_of_corners, parent)


class _Lines(OpaqueKeptHints):
    """The banner's selectable, wrapped text, laid out as soon as its width changes (a
    new text is laid out by :meth:`Banner.fit`, measuring it). Qt lays a selectable
    label's text out in its paint when it must, and the text document then asks for
    the label to be painted again: a second paint of the window after the tap's.

    It keeps QLabel's size hints per text (QLabel lays the document out twice for each of
    the widths it tries, ≈ 0.15–0.3 ms a new text; a table's texts come back, from among
    ≈ 130 in a game: a player's turn and its first thing to do)."""

    document_hints = True
    kept_texts = 128

    def __init__(self, parent: QWidget) -> None:
        super().__init__(_banner_colour, _clear_of_corners, parent)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Lay the text out at the new width: QLabel's own measuring does (the height an
        :class:`OpaqueLabel` kept for the width would not, nor may Qt's last layout of
        the text be at this width: its size hints lay it out at others)."""
        super().resizeEvent(event)
        QLabel.heightForWidth(self, self.width())


class Banner(QFrame):
    """``clock_sizes`` and ``text_sizes``: the two lines' font sizes, tried in turn until
    the clock fits its line and the text two lines; ``margins`` (left, top, right,
    bottom) and ``padding`` (height beyond the lines); ``tool_size``: the tools' font;
    ``selectable``: the text can be selected with the mouse."""

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        clock_sizes: Sequence[int],
        text_sizes: Sequence[int],
        margins: tuple[int, int, int, int] = (16, 8, 10, 8),
        padding: int = 24,
        tool_size: int = 11,
        selectable: bool = False,
    ) -> None:
        super().__init__(parent)
        self.clock_sizes = tuple(clock_sizes)
        self.text_sizes = tuple(text_sizes)
        self.tool_size = tool_size
        self.setObjectName("banner")
        row = QHBoxLayout(self)
        row.setContentsMargins(*margins)
        text = QVBoxLayout()
        text.setSpacing(2)
        self.clock = _opaque_label(self)
        self.clock.setObjectName("banner-clock")
        self.clock.setFont(theme.font(self.clock_sizes[0], bold=True))
        self.clock.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.now = _Lines(self)
        self.now.setObjectName("banner-text")
        self.now.setFont(theme.font(self.text_sizes[0]))
        self.now.setWordWrap(True)
        self.now.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        if selectable:
            self.now.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        for label in (self.clock, self.now):
            label.setTextFormat(Qt.TextFormat.PlainText)
        text.addWidget(self.clock)
        text.addWidget(self.now)
        self.room = 2 * self.now.fontMetrics().lineSpacing()
        self.setFixedHeight(self.clock.fontMetrics().lineSpacing() + self.room + padding)
        row.addLayout(text, 1)
        self.tools = QGridLayout()
        self.tools.setSpacing(6)
        row.addLayout(self.tools)
        self.tool_count = 0
        self._lines = ("", "")
        """The clock and the text as said, before any shortening."""
        self._fitted: tuple[object, ...] = ()
        """The lines and the room they were last fitted to."""

    def add_tool(self, button: QToolButton) -> None:
        """A window tool (undo, redo, history...) at the banner's right end, in rows of
        four (so that longer translations leave the text its room)."""
        button.setParent(self)
        button.setFont(theme.font(self.tool_size))
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        row, column = divmod(self.tool_count, TOOLS_PER_ROW)
        self.tools.addWidget(button, row, column)
        self.tool_count += 1

    def text(self) -> str:
        """Both lines as one sentence, in full (for tests and screen readers)."""
        return " · ".join(self._lines)

    def say(self, clock: str, now: str) -> None:
        """Show the two lines (fitted to the banner)."""
        self._lines = (clock, now)
        self.clock.setText(clock)
        self.now.setText(now)
        self.setAccessibleName(self.text())
        self.fit()

    def fit(self) -> None:
        """Smaller fonts when the clock does not fit its line, or the text would need
        a third (long translations): the banner never grows, so the table never moves.
        What does not fit at the smallest font ends in "…"."""
        width = self.now.width()
        if width <= 0:
            return
        shown = self.isVisible()  # a hidden banner's room is not its room yet
        fitted = (*self._lines, width, self.clock.width(), theme.scale(), shown)
        if fitted == self._fitted:  # the same lines in the same room: fitted already
            return
        self._fitted = fitted
        clock, now = self._lines
        for size in self.clock_sizes:
            font = theme.font(size, bold=True)
            if self.clock.font() != font:
                self.clock.setFont(font)
            if self.clock.fontMetrics().horizontalAdvance(clock) <= self.clock.width():
                break
        shown_clock = clock
        if shown:
            shown_clock = self.clock.fontMetrics().elidedText(
                clock, Qt.TextElideMode.ElideRight, self.clock.width()
            )
        if self.clock.text() != shown_clock:
            self.clock.setText(shown_clock)
        if self.now.text() != now:
            self.now.setText(now)
        for size in self.text_sizes:
            font = theme.font(size)
            if self.now.font() != font:
                self.now.setFont(font)
            if self.now.heightForWidth(width) <= self.room:
                break
        else:
            if shown:
                self.now.setText(self._shortened(now, width))
        shortened = (shown_clock, self.now.text()) != self._lines
        whole = tip(self.text()) if shortened else ""
        if self.toolTip() != whole:
            self.setToolTip(whole)

    def _shortened(self, text: str, width: int) -> str:
        """The longest run of ``text``'s first words, with "…", that fits two lines."""
        words = text.split(" ")
        fits, longest = 0, len(words) - 1  # all the words did not fit
        while fits < longest:
            middle = (fits + longest + 1) // 2
            self.now.setText(" ".join(words[:middle]) + "…")
            if self.now.heightForWidth(width) <= self.room:
                fits = middle
            else:
                longest = middle - 1
        return " ".join(words[:fits]) + "…"

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Fit the text to the new width."""
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        """Fit the text to the room it has now that it shows."""
        super().showEvent(event)
        self.fit()
