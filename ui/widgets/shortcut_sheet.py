"""The "Keyboard shortcuts" sheet: every key the window answers to, and what it does.

Built from what is registered (the window's actions and every ``QShortcut`` under
it, described by its ``whatsThis``), never from a copy that could drift.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ui import i18n, theme


def _keys(sequences: list[QKeySequence]) -> list[str]:
    native = QKeySequence.SequenceFormat.NativeText
    return [s.toString(native) for s in sequences if not s.isEmpty()]


def _joined(keys: list[str]) -> str:
    """'0–9' for a run of single digits, else the keys with commas."""
    digits = [k for k in keys if len(k) == 1 and k.isdigit()]
    if len(digits) > 2 and len(digits) == len(keys):
        numbers = sorted(int(d) for d in digits)
        if numbers == list(range(numbers[0], numbers[-1] + 1)):
            return f"{numbers[0]}–{numbers[-1]}"
    return ", ".join(keys)


def shortcut_rows(window: QWidget) -> list[tuple[str, str]]:
    """(keys, what they do) for every action with a key and every described shortcut
    under ``window``, in the order they were registered; keys doing the same are joined."""
    found: dict[str, list[str]] = {}
    actions = [*window.actions(), *window.findChildren(QAction)]
    seen: set[int] = set()
    for action in actions:
        if id(action) in seen:
            continue
        seen.add(id(action))
        what = action.text().replace("&", "")
        keys = _keys(action.shortcuts())
        if keys and what:
            found.setdefault(what, []).extend(k for k in keys if k not in found.get(what, []))
    latest: dict[str, str] = {}  # a screen rebuilt (another language) replaces its keys
    for shortcut in window.findChildren(QShortcut):
        for key in _keys([shortcut.key()]):
            if shortcut.whatsThis():
                latest.pop(key, None)
                latest[key] = shortcut.whatsThis()
    for key, what in latest.items():
        found.setdefault(what, []).append(key)
    return [(_joined(keys), what) for what, keys in found.items()]


class ShortcutSheet(QDialog):
    """A table of the keys and what they do."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("shortcut-sheet")
        self.setWindowTitle(i18n.translate("app", "Keyboard shortcuts"))
        layout = QVBoxLayout(self)
        rows = shortcut_rows(window)
        self.table = QTableWidget(len(rows), 2, self)
        self.table.setObjectName("shortcuts")
        self.table.setHorizontalHeaderLabels(
            [i18n.translate("app", "Keys"), i18n.translate("app", "What it does")]
        )
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        for row, (keys, what) in enumerate(rows):
            key_item = QTableWidgetItem(keys)
            key_item.setFont(theme.font(11, bold=True))
            self.table.setItem(row, 0, key_item)
            self.table.setItem(row, 1, QTableWidgetItem(what))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.resizeRowsToContents()
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        available = window.screen().availableGeometry() if window.screen() else None
        width, height = theme.px(620), theme.px(640)
        if available is not None:
            width, height = min(width, available.width()), min(height, available.height() - 40)
        self.resize(width, height)
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def rows(self) -> list[tuple[str, str]]:
        """What the sheet shows (for tests)."""

        def text(row: int, column: int) -> str:
            item = self.table.item(row, column)
            return item.text() if item is not None else ""

        return [(text(r, 0), text(r, 1)) for r in range(self.table.rowCount())]
