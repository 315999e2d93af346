"""Buttons a finger taps: text that wraps, and grids of buttons that never move
under the finger within one step (used by every game's turn panel)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import (
    QApplication,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from ui import theme

LONG_TEXT = 44
"""Buttons with longer texts go one per row."""


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


class WrapButton(QuietButton):
    """A push button whose text wraps onto more lines rather than widening its panel
    (translations are often longer than the English)."""

    MARGIN_X = 12
    MARGIN_Y = 6
    WIDEST = 380
    """The widest the button asks to be before its text wraps."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__("", parent)
        self.label = QLabel(text, self)
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(self.MARGIN_X, self.MARGIN_Y, self.MARGIN_X, self.MARGIN_Y)
        layout.addWidget(self.label)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setAccessibleName(text)

    def text(self) -> str:
        """The button's text."""
        return self.label.text()

    def setText(self, text: str) -> None:
        """Show ``text`` (it wraps)."""
        if self.label.text() != text:
            self.label.setText(text)
            self.setAccessibleName(text)
            self.updateGeometry()

    def changeEvent(self, event: QEvent) -> None:
        """The text follows the button's font (style sheets stop fonts reaching children)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.label.setFont(self.font())

    def hasHeightForWidth(self) -> bool:
        """The height follows the width (the text wraps)."""
        return True

    def heightForWidth(self, width: int) -> int:
        """Room for the wrapped text."""
        inner = max(1, width - 2 * self.MARGIN_X)
        return max(self.minimumHeight(), self.label.heightForWidth(inner) + 2 * self.MARGIN_Y)

    def sizeHint(self) -> QSize:
        """One line when the text is short, else the widest allowed."""
        width = min(self.label.sizeHint().width(), self.WIDEST) + 2 * self.MARGIN_X
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        """Narrow: the text wraps."""
        return QSize(80, max(self.minimumHeight(), 32))


@dataclass(frozen=True)
class ButtonSpec:
    """One button of a :class:`ButtonGrid`."""

    key: str
    text: str
    action: Callable[[], None]
    enabled: bool = True
    hint: str = ""


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
        if self.isHidden() == bool(specs):
            self.setVisible(bool(specs))
        for button in self.buttons:
            if button.isHidden():
                button.show()

    def _drop(self, buttons: list[QPushButton]) -> None:
        """Hide ``buttons``, kept first among the spare ones (a tap creates no widget)."""
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

    def _show_spec(self, button: QPushButton, spec: ButtonSpec) -> None:
        self._actions[spec.key] = spec.action
        text = spec.text if spec.enabled or not spec.hint else f"{spec.text}\n({spec.hint})"
        button.setText(text)
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
                button.show()
        for spec in wanted.values():
            self._add(spec)
            self.buttons[-1].show()
        self.setVisible(bool(specs))

    def _clicked(self, key: str) -> None:
        self.tapped = self.button(key)
        action = self._actions.get(key)
        if action is not None:
            action()

    def button(self, key: str) -> QPushButton | None:
        """The button with ``key`` (for tests and shortcuts)."""
        return next((b for b in self.buttons if b.property("key") == key), None)
