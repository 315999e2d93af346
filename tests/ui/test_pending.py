"""Issue #13: a hidden widget tree laid out ahead gets the move and resize events Qt
keeps for its showing in idle time (``ui.widgets.pending.send_pending``), so the tap
that shows it (the slots' column at the era's start) sends none."""

from __future__ import annotations

from pytestqt.qtbot import QtBot


def test_pending_moves_and_resizes_are_sent_ahead_as_showing_sends_them(qtbot: QtBot) -> None:
    """Each widget that shows with the tree gets, ahead, the events showing it would send
    (its place and size as laid out, parents first) and none at its showing; one hidden
    on its own keeps its own for when it shows."""
    from PySide6.QtGui import QMoveEvent, QResizeEvent
    from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

    from ui.widgets.pending import send_pending

    seen: list[tuple[str, str, tuple[int, ...]]] = []

    class Watched(QLabel):
        def moveEvent(self, event: QMoveEvent) -> None:
            seen.append((self.text(), "move", (event.pos().x(), event.pos().y())))
            super().moveEvent(event)

        def resizeEvent(self, event: QResizeEvent) -> None:
            old = event.oldSize()
            seen.append(
                (self.text(), "resize", (event.size().width(), event.size().height(), old.width()))
            )
            super().resizeEvent(event)

    def tree() -> tuple[QWidget, QWidget, QLabel]:
        window = QWidget()
        qtbot.addWidget(window)
        box = QWidget(window)
        layout = QVBoxLayout(box)
        labels = [Watched(name, box) for name in ("a", "b", "c")]
        for label in labels:
            layout.addWidget(label)
        labels[2].hide()  # hidden on its own: not shown with the box
        box.hide()
        window.show()
        qtbot.waitExposed(window)
        box.resize(300, 200)  # hidden: laid out, its events kept for its showing
        layout.activate()
        return window, box, labels[2]

    _, box, hidden = tree()
    box.show()
    shown_sends = list(seen)
    assert {name for name, _, _ in shown_sends} == {"a", "b"}
    seen.clear()

    _, box, hidden = tree()
    send_pending(box)
    assert seen == shown_sends  # the same events, in the same order, ahead
    seen.clear()
    box.show()
    assert seen == []  # none left for the showing
    hidden.show()  # its own events at its showing (the others laid out anew then)
    assert {kind for name, kind, _ in seen if name == "c"} == {"move", "resize"}
