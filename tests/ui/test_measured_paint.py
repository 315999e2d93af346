"""Issue #13: word-wrapped labels measured once per text and width, which look and lay
out as the QLabel they replace."""

from __future__ import annotations

from pathlib import Path

import pytest
from project_scripts import first_frame_lines
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


def test_an_opaque_label_measures_each_width_once_per_text(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The player panels' wrapped counters (hand, action cards, now playing) keep their
    heights per width like a :class:`MeasuredLabel`, and lay out as a QLabel."""
    from ui.widgets.opaque import OpaqueLabel

    label, plain = OpaqueLabel(lambda: "#ffffff", lambda _: True), QLabel()
    for widget in (label, plain):
        widget.setWordWrap(True)
        widget.setText(TEXT)
        qtbot.addWidget(widget)
    measured: list[int] = []
    measure = QLabel.heightForWidth

    def counted(widget: QLabel, width: int) -> int:
        if widget is label:
            measured.append(width)
        return measure(widget, width)

    monkeypatch.setattr(QLabel, "heightForWidth", counted)
    assert label.heightForWidth(200) == label.heightForWidth(200) == plain.heightForWidth(200)
    assert measured == [200]
    label.setText("short")  # a new text: measured anew
    plain.setText("short")
    assert label.heightForWidth(200) == plain.heightForWidth(200)
    assert measured == [200, 200]
    label.setFont(theme.font(20, bold=True))  # a new font: measured anew
    plain.setFont(theme.font(20, bold=True))
    assert label.heightForWidth(200) == plain.heightForWidth(200)
    assert measured == [200, 200, 200]


FIRST_FRAME = """
from collections import Counter
from ui.app import create_application, create_main_window, open_store
app = create_application()
from PySide6.QtWidgets import QLabel
from ui.widgets.buttons import WrapButton
def counting(cls, name, counts):
    measure = getattr(cls, name)
    def counted(widget, width):
        counts[id(widget), widget.text(), widget.font().toString(), width] += 1
        return measure(widget, width)
    setattr(cls, name, counted)
measured, sized = Counter(), Counter()
counting(QLabel, "heightForWidth", measured)
counting(WrapButton, "_text_size", sized)
store = open_store()
window = create_main_window(store)
window.show()
app.processEvents()
from ui.widgets.measured import MeasuredLabel
from ui.widgets.opaque import OpaqueLabel
kept = [w for w in window.findChildren(QLabel) if isinstance(w, (MeasuredLabel, OpaqueLabel))]
# (the banner's text is laid out again at each resize on purpose: see banner._Lines)
kept = [w for w in kept if w.objectName() != "banner-text"]
mine = {id(w) for w in kept}
print("kept", len(kept), "measured", sum(n for k, n in measured.items() if k[0] in mine))
print("measured again", sum(n - 1 for k, n in measured.items() if k[0] in mine))
print("buttons", len(window.findChildren(WrapButton)), "measured", sum(sized.values()))
print("buttons measured again", sum(n - 1 for k, n in sized.items() if k[3] >= 0))
"""


def test_the_first_frame_measures_its_wrapped_labels_once_per_text_and_width(
    data_dir: Path,
) -> None:
    """A layout pass asks a wrapped label's height for the same widths many times: the
    step buttons' texts (a ``WrapButton`` draws its own), the player panels' titles and
    counters, the turn's headings measure each text at each width once (592
    measurements at the first frame, 246)."""
    from ui import settings
    from ui.app import demo_store

    store, number = demo_store(data_dir)
    store.close()
    settings.remember_game(number)
    lines = first_frame_lines(FIRST_FRAME + "window.close()\nstore.close()\n")
    assert "measured again 0" in lines, lines
    assert "buttons measured again 0" in lines, lines


def test_a_text_shown_again_is_not_measured_again(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A plain label keeps the heights of its last texts (a turn's instruction comes
    back): the same as a QLabel's, measured once per text, font and setup; a rich-text
    label measures a text shown again anew (its paint relies on its measuring)."""
    from PySide6.QtCore import Qt

    from ui.widgets import measured

    label, plain = _beside_a_qlabel(qtbot, MeasuredLabel())
    counts = _counted(monkeypatch, "heightForWidth", label)

    def show(text: str) -> None:
        label.setText(text)
        plain.setText(text)
        for width in (90, 300):
            assert label.heightForWidth(width) == plain.heightForWidth(width)

    for text in (TEXT, "short", TEXT, "short"):
        show(text)
    assert counts == [4]  # each text measured once at each width
    for text in (f"text {n}" for n in range(measured.KEPT_TEXTS + 1)):
        label.setText(text)
        label.heightForWidth(90)
    show(TEXT)  # no longer kept: measured anew
    assert counts == [4 + measured.KEPT_TEXTS + 1 + 2]
    show("short")
    label.setFont(theme.font(20, bold=True))  # a new font: every text measured anew
    plain.setFont(theme.font(20, bold=True))
    show(TEXT)
    show("short")
    assert counts == [4 + measured.KEPT_TEXTS + 1 + 2 + 2 + 4]
    label.setAlignment(Qt.AlignmentFlag.AlignRight)  # another setup: measured anew
    plain.setAlignment(Qt.AlignmentFlag.AlignRight)
    show(TEXT)
    assert counts == [4 + measured.KEPT_TEXTS + 1 + 2 + 2 + 4 + 2]

    label.setTextFormat(Qt.TextFormat.RichText)  # its own measures only
    plain.setTextFormat(Qt.TextFormat.RichText)
    for text in ("<b>one</b>", "two", "<b>one</b>"):
        show(text)
    assert counts == [4 + measured.KEPT_TEXTS + 1 + 2 + 2 + 4 + 2 + 6]


def test_a_label_keeping_its_hints_asks_qlabel_once_per_text(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The labels a turn changes keep QLabel's size hints per plain text, as their
    heights: the same hints as a QLabel's, asked of QLabel once per text, font and
    setup; a rich text's asked anew each time (QLabel keeps them while it shows)."""
    from PySide6.QtCore import Qt

    from ui.widgets.measured import KeptHints

    label, plain = _beside_a_qlabel(qtbot, KeptHints())
    counts = _counted(monkeypatch, "sizeHint", label)

    def show(text: str) -> None:
        label.setText(text)
        plain.setText(text)
        for _ in range(2):
            assert label.sizeHint() == plain.sizeHint()
            assert label.minimumSizeHint() == plain.minimumSizeHint()

    for text in (TEXT, "short", TEXT, "short"):
        show(text)
    assert counts == [2]  # each text's hints asked once
    label.setFont(theme.font(20, bold=True))  # a new font: every text asked anew
    plain.setFont(theme.font(20, bold=True))
    show(TEXT)
    show("short")
    assert counts == [4]
    label.setAlignment(Qt.AlignmentFlag.AlignRight)  # another setup: asked anew
    plain.setAlignment(Qt.AlignmentFlag.AlignRight)
    show(TEXT)
    assert counts == [5]
    label.setTextFormat(Qt.TextFormat.RichText)
    plain.setTextFormat(Qt.TextFormat.RichText)
    for text in ("<b>one</b>", "two", "<b>one</b>"):
        show(text)
    assert counts == [5 + 3 * 4]  # each hint asked, twice a text


def _beside_a_qlabel(qtbot: QtBot, label: MeasuredLabel) -> tuple[MeasuredLabel, QLabel]:
    """``label`` and a word-wrapped QLabel to compare it with."""
    plain = QLabel()
    plain.setWordWrap(True)
    for widget in (label, plain):
        qtbot.addWidget(widget)
    return label, plain


def _counted(monkeypatch: pytest.MonkeyPatch, method: str, label: QLabel) -> list[int]:
    """How many times QLabel's ``method`` runs for ``label`` (a one-item list)."""
    counts = [0]
    measure = getattr(QLabel, method)

    def counted(widget: QLabel, *args: object) -> object:
        counts[0] += widget is label
        return measure(widget, *args)

    monkeypatch.setattr(QLabel, method, counted)
    return counts


def test_a_label_keeps_as_many_texts_as_it_is_told(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A label whose texts come back from among many (the turn's instruction: ≈ 120 a
    game) keeps more of them than :data:`~ui.widgets.measured.KEPT_TEXTS`."""
    from ui.widgets import measured

    label, plain = _beside_a_qlabel(qtbot, MeasuredLabel())
    label.kept_texts = measured.KEPT_TEXTS + 8
    counts = _counted(monkeypatch, "heightForWidth", label)
    texts = [f"text {n}" for n in range(label.kept_texts + 1)]
    for text in texts:
        label.setText(text)
        label.heightForWidth(90)
    label.setText(texts[1])  # kept: not measured again
    plain.setText(texts[1])
    assert label.heightForWidth(90) == plain.heightForWidth(90)
    assert counts == [len(texts)]
    label.setText(texts[0])  # the least recently shown, dropped: measured anew
    label.heightForWidth(90)
    assert counts == [len(texts) + 1]
