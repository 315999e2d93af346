"""Tool tips as a player sees them, for the UI tests."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QHelpEvent, QTextDocument
from PySide6.QtWidgets import QApplication, QLabel, QToolTip, QWidget


def hover(widget: QWidget) -> None:
    """Show ``widget``'s tool tip, as resting the pointer on it does."""
    QToolTip.hideText()
    tip = QHelpEvent(QEvent.Type.ToolTip, QPoint(2, 2), widget.mapToGlobal(QPoint(2, 2)))
    QApplication.sendEvent(widget, tip)


def shown_tip() -> str:
    """What the tool tip shown now shows, as a player reads it."""
    assert QToolTip.isVisible()
    tips = [w for w in QApplication.topLevelWidgets() if w.inherits("QTipLabel")]
    label = next(w for w in tips if isinstance(w, QLabel) and w.isVisible())
    if label.textFormat() == Qt.TextFormat.PlainText:
        return label.text()
    document = QTextDocument()
    document.setHtml(label.text())
    return document.toPlainText()
