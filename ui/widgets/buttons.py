"""Buttons a finger taps: text that wraps, and grids of buttons that never move
under the finger within one step (used by every game's turn panel)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import QFocusEvent, QFontMetrics, QMouseEvent, QPainter, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QGridLayout,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QWidget,
)

from ui import plain_text, theme
from ui.widgets.focus import key_moved_focus
from ui.widgets.measured import Measures

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent

LONG_TEXT = 44
"""Buttons with longer texts go one per row."""

SHARED_TEXTS = 256
"""How many texts' measures the wrapping buttons share (:func:`_measures_of`)."""

_shared: dict[tuple[str, int, str], Measures] = {}
"""The measures of the texts wrapping buttons showed last, by font, resolution and
text, the one used longest ago first: a step's texts come back on other buttons of the
grid (measured once each per button, 55–60 % of the measures in card-number and
effect-step taps were of a text another button had measured at that width)."""


def _measures_of(font: str, dpi: int, text: str) -> Measures:
    """The shared measures of ``text`` in ``font`` at ``dpi`` (new, and kept, if none)."""
    key = (font, dpi, text)
    found = _shared.pop(key, None)
    _shared[key] = found = Measures() if found is None else found
    if len(_shared) > SHARED_TEXTS:
        del _shared[next(iter(_shared))]
    return found


class QuietButton(QPushButton):
    """A push button not repainted when released: the tap's redraw paints it a moment
    later (that repaint was a paint of the window of its own, flushed to the screen,
    and under X a round trip to the server); its press shows at once."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)  # not (text, parent): choosing among the overloads
        if text:  # sets up QIcon and dialog types (issue #13: not at the first frame)
            self.setText(text)
        self.released.connect(lambda: self.setUpdatesEnabled(True))  # before the click

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """Released, without the repaint Qt does before the click; the click's handlers
        run with updates on."""
        self.setUpdatesEnabled(False)
        try:
            super().mouseReleaseEvent(event)
        finally:
            self.setUpdatesEnabled(True)


class FocusQuietToolButton(QToolButton):
    """A tool button not repainted when the focus comes or goes while its window shows
    no keyboard focus (it looks the same then: the focus frame shows once a key moved
    the focus). A step button tapped and hidden hands its focus on to the banner's
    undo button: that repainted the button and the banner under it (and the window
    above them) in most effect steps, looking the same."""

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Repainted only when the keyboard moves the focus."""
        if key_moved_focus(self):
            super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """Repainted only when the keyboard moves the focus (or it was held down: it
        comes up)."""
        if self.isDown() or key_moved_focus(self):
            super().focusOutEvent(event)


class WrapButton(QuietButton):
    """A push button whose text wraps onto more lines rather than widening its panel
    (translations are often longer than the English).

    It draws its text itself, as a word-wrapped plain-text ``QLabel`` inside its margins
    would (the same measures and drawing, to the pixel): a child label cost every
    button a second widget under the style sheet (≈ 13 KiB, issue #13)."""

    MARGIN_X = 12
    MARGIN_Y = 6
    WIDEST = 380
    """The widest the button asks to be before its text wraps."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__("", parent)
        self._text = text
        self._measured = bool(text)
        """Whether the text is measured: a label made without text measures as a
        character's width and has no height for a width until a text is set."""
        self._now = Measures()
        """The measures of the text shown, shared with the other wrapping buttons
        showing it in the same font (:func:`_measures_of`): a text is measured once
        per font and width, whichever button shows it."""
        self.heights: dict[int, int] = self._now.heights
        """The height per width for the text shown (a layout pass asks it many times;
        measured once per text, font and width)."""
        if text:
            self._share()
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)  # (Qt's hasHeightForWidth: no call into Python)
        self.setSizePolicy(policy)
        self.setAccessibleName(text)

    def text(self) -> str:
        """The button's text."""
        return self._text

    def setText(self, text: str) -> None:
        """Show ``text`` (it wraps)."""
        if self._text != text:
            self._text = text
            self._measured = True
            self._share()
            self.setAccessibleName(text)
            self.update()
            self.updateGeometry()

    def _share(self) -> None:
        """Take the shared measures of the text in the button's font."""
        self._now = _measures_of(self.font().key(), self.logicalDpiY(), self._text)
        self.heights = self._now.heights

    def _text_rect(self) -> QRect:
        """Where the text goes: inside the margins."""
        x, y = self.MARGIN_X, self.MARGIN_Y
        return self.rect().adjusted(x, y, -x, -y)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The button, then its text centred and wrapped in :meth:`_text_rect`, in the
        colour of the button's text (``QLabel.paintEvent``'s drawing of plain text)."""
        super().paintEvent(event)
        if not self._text:
            return
        painter = QPainter(self)
        area = self._text_rect()
        painter.setClipRect(area)  # a label's painter is clipped to the label
        # QStyle.drawItemText, without asking for the style (handing Qt's to Python
        # sets it up at the first frame): a label on a button writes in ButtonText
        painter.setPen(self._label_palette().color(QPalette.ColorRole.ButtonText))
        force = Qt.TextFlag.TextForceRightToLeft if _right_to_left(self._text) else _LEFT_TO_RIGHT
        painter.drawText(area, _CENTRED_WRAPPED | force.value, self._text)
        painter.end()

    def _label_palette(self) -> QPalette:
        """The palette a label in the button would paint with: the app's, not the
        button's (under a style sheet a widget does not inherit its parent's), in the
        colour group of the button's state (``QWidget.palette``)."""
        palette = QApplication.palette()  # setting it cleared the classes' own
        if not self.isEnabled():
            palette.setCurrentColorGroup(QPalette.ColorGroup.Disabled)
        elif not self.isVisible() or self.isActiveWindow():
            palette.setCurrentColorGroup(QPalette.ColorGroup.Active)
        else:
            palette.setCurrentColorGroup(QPalette.ColorGroup.Inactive)
        return palette

    def _text_size(self, width: int) -> QSize:
        """The wrapped text's size within ``width`` (``QLabel``'s ``sizeForWidth``)."""
        metrics = self.fontMetrics()
        if not self._measured:
            return QSize(metrics.averageCharWidth(), metrics.height() if width < 0 else -1)
        wrap = Qt.TextFlag.TextWordWrap.value
        if width >= 0:
            return metrics.boundingRect(0, 0, width, 2000, wrap, self._text).size()
        width = metrics.averageCharWidth() * 80  # a label's preferred size: wrap in shape
        bounds = _unwrapped(metrics, self._text, width)
        if bounds is not None:  # nothing wraps at that width (nor wider: heightForWidth)
            self._now.line = bounds.size()
        else:
            bounds = metrics.boundingRect(0, 0, width, 2000, wrap, self._text)
        if bounds.height() < 4 * metrics.lineSpacing() and bounds.width() > width // 2:
            bounds = metrics.boundingRect(0, 0, width // 2, 2000, wrap, self._text)
        if bounds.height() < 2 * metrics.lineSpacing() and bounds.width() > width // 4:
            bounds = metrics.boundingRect(0, 0, width // 4, 2000, wrap, self._text)
        return bounds.size()

    def heightForWidth(self, width: int) -> int:
        """Room for the wrapped text (measured once per text, font and width; not at all
        at a width wider than its widest line by more than any character: nothing wraps
        there, so it is as high as unwrapped, which its preferred size measured)."""
        height = self.heights.get(width)
        if height is None:
            inner = max(1, width - 2 * self.MARGIN_X)
            line = self._now.line
            if line is not None and inner >= line.width() + self.fontMetrics().maxWidth():
                height = line.height() + 2 * self.MARGIN_Y
            else:
                height = self._text_size(inner).height() + 2 * self.MARGIN_Y
            self.heights[width] = height
        return max(self.minimumHeight(), height)

    def measure_ahead(self, text: str) -> None:
        """Measure ``text`` as this button would show it (its preferred size, and its
        height there) into the measures shared per font and text, leaving the button
        showing what it shows (idle time: a step showing it then finds it measured)."""
        shown = self._text, self._measured, self._now
        self._text, self._measured = text, True
        self._share()
        try:
            self.sizeHint()
        finally:
            self._text, self._measured, self._now = shown
            self.heights = self._now.heights

    def changeEvent(self, event: QEvent) -> None:
        """A new font or style: measured again."""
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            if self._measured:
                self._share()
            else:
                self._now = Measures()
                self.heights = self._now.heights
        super().changeEvent(event)

    def sizeHint(self) -> QSize:
        """One line when the text is short, else the widest allowed."""
        size = self._now.size
        if size is None:  # measured once per text and font
            size = self._now.size = self._text_size(-1)
        width = min(size.width(), self.WIDEST) + 2 * self.MARGIN_X
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        """Narrow: the text wraps."""
        return QSize(80, max(self.minimumHeight(), 32))


def _unwrapped(metrics: QFontMetrics, text: str, width: int) -> QRect | None:
    """``text``'s bounds with no line wrapped, when wrapping it at ``width`` (or wider)
    wraps no line: each of its lines narrower than ``width`` by more than any character
    (the slack covers a last glyph's overhang) and ending in no space (an unwrapped
    line's width counts its trailing spaces, a wrapped one's not); else None."""
    if any(line[-1:].isspace() for line in text.split("\n")):
        return None
    bounds = metrics.boundingRect(0, 0, width, 2000, 0, text)
    return bounds if bounds.width() + metrics.maxWidth() <= width else None


_CENTRED_WRAPPED = Qt.AlignmentFlag.AlignCenter.value | Qt.TextFlag.TextWordWrap.value
_LEFT_TO_RIGHT = Qt.TextFlag.TextForceLeftToRight


def _right_to_left(text: str) -> bool:
    """Whether ``text`` reads right to left (its first strong character, as
    ``QString.isRightToLeft``)."""
    if all(char < "\u0590" for char in text):  # no right-to-left script comes earlier
        return False
    import unicodedata  # not on the start path

    for char in text:
        kind = unicodedata.bidirectional(char)
        if kind in ("R", "AL"):
            return True
        if kind == "L":
            return False
    return False


class ButtonSpec(NamedTuple):
    """One button of a :class:`ButtonGrid` (a named tuple: no dataclass methods
    compiled at the start, issue #13)."""

    key: str
    text: str
    action: Callable[[], None]
    enabled: bool = True
    hint: str = ""


def _shown_text(spec: ButtonSpec) -> str:
    """What a button for ``spec`` shows: a disabled one says why under its text."""
    return spec.text if spec.enabled or not spec.hint else f"{spec.text}\n({spec.hint})"


TARGET = 44
"""The least height of a button a finger taps (px at scale 1)."""


class ButtonGrid(QWidget):
    """Buttons in rows of ``columns``, built from specs; each named ``step-<key>``.

    A disabled button says why (its ``hint``) under its text: a finger gets no
    tooltip. Within one ``context`` (one step of a turn) buttons never move: a button whose
    spec is gone keeps its place, empty; a new one goes after the others. A new
    context lays the grid out afresh.
    """

    def __init__(self, columns: int = 2, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.columns = columns
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(6)
        self.buttons: list[QPushButton] = []
        self._actions: dict[str, Callable[[], None]] = {}
        self._context: object = None
        self._columns = columns
        self._spare: list[QPushButton] = []
        """Buttons of earlier steps, hidden, shown again for the next (never deleted)."""
        self.tapped: QPushButton | None = None
        """The button tapped last (a refusal is said beside it)."""

    def set_buttons(self, specs: Sequence[ButtonSpec], context: object = None) -> None:
        """Show exactly ``specs``; in the same ``context`` (not None) as the last
        call, the buttons already shown keep their places."""
        if context is not None and context == self._context and self.buttons:
            self._update(specs)
            return
        self._context = context
        if any(button is self.tapped for button in self.buttons):
            self.tapped = None  # gone with its step: a refusal is said under the controls
        longest = max((len(spec.text) for spec in specs), default=0)
        columns = 1 if longest > LONG_TEXT else self.columns
        focus = QApplication.focusWidget()
        moved = focus is not None and any(b.isAncestorOf(focus) for b in self.buttons)
        if columns != self._columns or moved:  # focus moves on as hidden; new cells
            self._drop(self.buttons)
            self.buttons = []
        self._columns = columns
        # the buttons shown keep their cells: a new step hides or shows only the rest
        old, self.buttons, self._actions = self.buttons, [], {}
        for spec in specs:
            self._add(spec, old.pop(0) if old else None)
        self._drop(old)
        # The buttons first, then the grid: in a hidden grid a button is only marked
        # shown, and the grid's showing lays them out once.
        self._show(self.buttons)
        if self.isHidden() == bool(specs):
            self.setVisible(bool(specs))

    def _show(self, buttons: list[QPushButton]) -> None:
        """Show those of ``buttons`` hidden. A button shown in a shown grid has Qt lay
        the grid and the panel's body out at once, inside the call (a step of 8–25
        buttons dropped with the focus or a change of columns: 2–7 ms): the first lays
        them all out (their cells are set, a hidden one keeps its room), the others are
        shown with the grid's layout off, which lays them out again once, when Qt next
        asks it (their places the same), and with the plain-text guard not watching: a
        button holds no label, and their show events crossed into Python for nothing
        (≈ 36 K instructions a button)."""
        hidden = [button for button in buttons if button.isHidden()]
        if not hidden:
            return
        hidden[0].show()  # the panel laid out for all: each the place it ends in
        if len(hidden) == 1:
            return
        self.grid.setEnabled(False)
        try:
            with plain_text.unwatched():
                for button in hidden[1:]:
                    button.show()
        finally:
            self.grid.setEnabled(True)

    def _drop(self, buttons: list[QPushButton]) -> None:
        """Hide ``buttons``, kept first among the spare ones (a tap creates no widget),
        with the plain-text guard not watching: hiding polishes no label (their events
        crossed into Python for nothing, ≈ 48 K instructions a button)."""
        with plain_text.unwatched():
            for button in buttons:
                button.hide()
                self.grid.removeWidget(button)
                button.setObjectName("")
                button.setProperty("key", None)
        self._spare[:0] = buttons

    def reserve(self, count: int, most: int | None = None) -> int:
        """Build hidden buttons until the grid holds ``count``, at most ``most`` of them
        now (in idle time: a step that shows that many then creates no widget); how
        many were built."""
        built = 0
        while len(self.buttons) + len(self._spare) < count and (most is None or built < most):
            button = self._new_button()
            button.hide()
            self._spare.append(button)
            built += 1
        return built

    def spares(self) -> tuple[QPushButton, ...]:
        """The spare buttons (hidden, for the next steps)."""
        return tuple(self._spare)

    def _add(self, spec: ButtonSpec, shown: QPushButton | None = None) -> None:
        """A button for ``spec`` in the next cell: ``shown``, already there, or a spare."""
        index = len(self.buttons)
        if shown is not None:
            button = shown
        else:
            button = self._spare.pop(0) if self._spare else self._new_button()
        button.setObjectName(f"step-{spec.key}")
        button.setProperty("key", spec.key)
        self._show_spec(button, spec)
        if shown is None:
            self.grid.addWidget(button, index // self._columns, index % self._columns)
        self.buttons.append(button)

    def _new_button(self) -> QPushButton:
        button = WrapButton("", self)
        button.setMinimumHeight(TARGET)
        button.setFont(theme.font(12))
        policy = button.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        button.setSizePolicy(policy)
        button.clicked.connect(lambda _=False, b=button: self._clicked(str(b.property("key"))))
        return button

    def measure_ahead(self, specs: Sequence[ButtonSpec]) -> None:
        """Measure the texts buttons for ``specs`` would show, in this grid's buttons'
        font (idle time: see :meth:`WrapButton.measure_ahead`)."""
        button = next(iter(self._spare or self.buttons), None)
        if isinstance(button, WrapButton):
            for spec in specs:
                button.measure_ahead(_shown_text(spec))

    def rehearse(self, specs: Sequence[ButtonSpec], meanwhile: Callable[[], None]) -> None:
        """Show ``specs`` as a new step would (idle time), call ``meanwhile`` (which lays
        them out and draws them), then show exactly what the grid showed before: its
        buttons in their cells, with their texts, states and actions, the spare ones in
        their order (the buttons made for ``specs`` after them)."""
        kept = [
            (b, b.text(), b.isEnabled(), b.toolTip(), b.objectName(), b.property("key"))
            for b in self.buttons
        ]
        hidden = [b.isHidden() for b in self.buttons]
        saved = self._actions, self._context, self._columns, list(self._spare), self.tapped
        was_hidden = self.isHidden()
        self.set_buttons(specs)
        meanwhile()
        self._drop(self.buttons)
        made = [b for b in self._spare if b not in saved[3] and all(b is not k[0] for k in kept)]
        self._actions, self._context, self._columns, self._spare, self.tapped = saved
        self._spare += made
        self.buttons = []
        for index, (button, text, enabled, tip, name, key) in enumerate(kept):
            button.setText(text)
            button.setEnabled(enabled)
            button.setToolTip(tip)
            button.setObjectName(name)
            button.setProperty("key", key)
            self.grid.addWidget(button, index // self._columns, index % self._columns)
            self.buttons.append(button)
        self._show([b for b, gone in zip(self.buttons, hidden, strict=True) if not gone])
        if self.isHidden() != was_hidden:
            self.setVisible(not was_hidden)

    def _show_spec(self, button: QPushButton, spec: ButtonSpec) -> None:
        self._actions[spec.key] = spec.action
        button.setText(_shown_text(spec))
        button.setEnabled(spec.enabled)
        button.setToolTip(spec.hint or spec.text)

    def _update(self, specs: Sequence[ButtonSpec]) -> None:
        wanted = {spec.key: spec for spec in specs}
        for button in self.buttons:
            spec = wanted.pop(str(button.property("key")), None)
            if spec is None:
                button.hide()  # its place stays empty
                continue
            self._show_spec(button, spec)
            if button.isHidden():
                button.show()  # before the next is hidden: where a focus hidden goes
        kept = len(self.buttons)
        for spec in wanted.values():
            self._add(spec)
        self._show(self.buttons[kept:])  # those kept hidden keep their places empty
        self.setVisible(bool(specs))

    def _clicked(self, key: str) -> None:
        self.tapped = self.button(key)
        action = self._actions.get(key)
        if action is not None:
            action()

    def button(self, key: str) -> QPushButton | None:
        """The button with ``key`` (for tests and shortcuts)."""
        return next((b for b in self.buttons if b.property("key") == key), None)
