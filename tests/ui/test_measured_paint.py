"""Issue #13: word-wrapped labels measured once per text and width, which look and lay
out as the QLabel they replace."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from ui import theme
from ui.widgets.measured import MeasuredLabel

TEXT = "Only connected things produce. Check each line against the boards. " * 3


def test_a_measured_label_measures_each_width_once_per_text(qtbot: QtBot) -> None:
    label, plain = MeasuredLabel(TEXT), QLabel(TEXT)
    plain.setWordWrap(True)
    for widget in (label, plain):
        qtbot.addWidget(widget)
    assert label.wordWrap() and label.hasHeightForWidth()
    assert label.heightForWidth(200) == plain.heightForWidth(200)
    assert label.heightForWidth(400) == plain.heightForWidth(400)
    assert set(label.heights) == {200, 400}

    label.setText("short")
    plain.setText("short")
    assert not label.heights  # a new text: measured anew
    assert label.heightForWidth(200) == plain.heightForWidth(200)
    label.setText("short")  # the same text: kept
    assert set(label.heights) == {200}

    label.setFont(theme.font(20, bold=True))
    plain.setFont(theme.font(20, bold=True))
    assert not label.heights  # a new font: measured anew
    assert label.heightForWidth(60) == plain.heightForWidth(60)
    for change in ("setMargin", "setIndent", "setContentsMargins"):
        label.heightForWidth(200)
        args = (9, 9, 9, 9) if change == "setContentsMargins" else (9,)
        getattr(label, change)(*args)
        getattr(plain, change)(*args)
        assert not label.heights, change  # measured anew
        assert label.heightForWidth(200) == plain.heightForWidth(200), change
    label.clear()
    assert not label.heights and label.text() == ""


def test_the_round_summary_is_measured_once_per_text_and_width(qtbot: QtBot) -> None:
    """Its rich text (laid out ahead of the tap that ends a round) and its title keep
    their heights per width: the tap's layout passes do not measure them again."""
    from PySide6.QtCore import Qt

    from ui.games.underwater_cities.table.round_summary import RoundSummary

    summary = RoundSummary()
    qtbot.addWidget(summary)
    text = "<b>New play order:</b> 1. Ada, 2. Bo " * 4
    summary.text.setText(text)
    plain = QLabel(text)
    plain.setTextFormat(Qt.TextFormat.RichText)
    plain.setWordWrap(True)
    plain.setFont(summary.text.font())
    qtbot.addWidget(plain)
    for label in (summary.title, summary.text):
        assert isinstance(label, MeasuredLabel) and label.wordWrap()
    assert summary.text.heightForWidth(300) == plain.heightForWidth(300)
    assert set(summary.text.heights) == {300}
