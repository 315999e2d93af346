"""A WrapButton draws its own text (issue #13: one widget a button, not two) exactly as
the word-wrapped label it used to hold inside its margins: the same sizes, the same
pixels, under the app's style sheet."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

TEXTS = (
    "Build a farm",
    "Use 1 action card; build 1 structure at up to 2 sites of your choice",
    "Pay 1 credit\n(you have no credits left)",
    "",
)


@pytest.fixture(params=["light", "dark"])
def themed(request: pytest.FixtureRequest) -> Iterator[None]:
    from PySide6.QtWidgets import QApplication

    from ui import theme

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    theme.apply(app, theme.THEMES[request.param])
    yield
    theme.apply(app, theme.LIGHT)


def _labelled(text: str, parent: object) -> object:
    """The button as it was: a push button holding a word-wrapped label."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton

    from ui.widgets.buttons import WrapButton

    button = QPushButton(parent=parent)
    label = QLabel(text, button)
    label.setWordWrap(True)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    layout = QHBoxLayout(button)
    x, y = WrapButton.MARGIN_X, WrapButton.MARGIN_Y
    layout.setContentsMargins(x, y, x, y)
    layout.addWidget(label)
    button.label = label  # type: ignore[attr-defined]
    return button


@pytest.mark.parametrize("primary", [False, True])
@pytest.mark.parametrize("enabled", [True, False])
@pytest.mark.parametrize("text", TEXTS)
def test_a_wrap_button_draws_and_measures_as_its_label_did(
    qtbot: QtBot, themed: None, text: str, enabled: bool, primary: bool
) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel, QWidget

    from ui import theme
    from ui.widgets.buttons import WrapButton

    panel = QWidget()
    qtbot.addWidget(panel)
    panel.resize(700, 200)
    new = WrapButton(text, panel)
    old = _labelled(text, panel)
    for button in (new, old):
        button.setFont(theme.font(13, bold=True) if primary else theme.font(12))
        if primary:
            button.setProperty("role", "primary")
        button.setMinimumHeight(44)
        button.setEnabled(enabled)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # neither framed as focused
    old.label.setFont(old.font())  # type: ignore[attr-defined]
    panel.show()
    qtbot.waitExposed(panel)
    assert new.findChildren(QLabel) == []
    for width in (90, 160, 240, 380):
        inner = width - 2 * WrapButton.MARGIN_X
        label_height = old.label.heightForWidth(inner) + 2 * WrapButton.MARGIN_Y  # type: ignore[attr-defined]
        assert new.heightForWidth(width) == max(old.minimumHeight(), label_height)  # type: ignore[attr-defined]
        height = new.heightForWidth(width)
        new.setGeometry(0, 0, width, height)
        old.setGeometry(0, 100, width, height)  # type: ignore[attr-defined]
        qtbot.wait(5)
        assert new.grab().toImage() == old.grab().toImage()  # type: ignore[attr-defined]
    widest = min(old.label.sizeHint().width(), WrapButton.WIDEST)  # type: ignore[attr-defined]
    assert new.sizeHint().width() == widest + 2 * WrapButton.MARGIN_X
    new.setText("Gain 2 kelp")
    assert new.text() == new.accessibleName() == "Gain 2 kelp"
    new.setText("")  # a label whose text was set measures even an empty one
    old.label.setText("Gain 2 kelp")  # type: ignore[attr-defined]
    old.label.setText("")  # type: ignore[attr-defined]
    for width in (90, 380):
        label_height = old.label.heightForWidth(width - 2 * WrapButton.MARGIN_X)  # type: ignore[attr-defined]
        assert new.heightForWidth(width) == max(
            old.minimumHeight(),  # type: ignore[attr-defined]
            label_height + 2 * WrapButton.MARGIN_Y,
        )
    widest = min(old.label.sizeHint().width(), WrapButton.WIDEST)  # type: ignore[attr-defined]
    assert new.sizeHint().width() == widest + 2 * WrapButton.MARGIN_X


def _counted_measures(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The widths every WrapButton's text is measured at from now on."""
    from PySide6.QtCore import QSize

    from ui.widgets import buttons
    from ui.widgets.buttons import WrapButton

    monkeypatch.setattr(buttons, "_shared", {}, raising=False)  # none measured before
    widths: list[int] = []
    measure = WrapButton._text_size

    def counted(self: WrapButton, width: int) -> QSize:
        widths.append(width)
        return measure(self, width)

    monkeypatch.setattr(WrapButton, "_text_size", counted)
    return widths


def test_a_wrap_button_measures_each_width_once_per_text_and_font(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A layout pass asks a button's height for the same width many times: its text is
    measured once per text, font and width, and again after any of them changes."""
    from ui import theme
    from ui.widgets.buttons import WrapButton

    widths = _counted_measures(monkeypatch)
    button = WrapButton("Take the card and place it in the city")
    qtbot.addWidget(button)
    first = button.heightForWidth(200)
    assert button.heightForWidth(200) == first and len(widths) == 1
    button.setText("short")
    assert button.heightForWidth(200) < first and len(widths) == 2
    button.setFont(theme.font(30, bold=True))
    assert button.heightForWidth(200) > first // 2 and len(widths) == 3


def test_a_wrap_button_does_not_measure_a_text_shown_again(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A spare step button comes back with texts it showed before: each text is
    measured once per font and width (its preferred size too)."""
    from ui import theme
    from ui.widgets.buttons import WrapButton

    widths = _counted_measures(monkeypatch)
    button = WrapButton(TEXTS[0])
    qtbot.addWidget(button)
    first = (button.sizeHint(), button.heightForWidth(200))
    button.setText(TEXTS[1])
    second = (button.sizeHint(), button.heightForWidth(200))
    # (the size hint asks a height too; the short text fits 200 px: not measured there)
    assert len(widths) == 5 and first != second
    button.setText(TEXTS[0])
    assert (button.sizeHint(), button.heightForWidth(200)) == first
    button.setText(TEXTS[1])
    assert (button.sizeHint(), button.heightForWidth(200)) == second
    assert len(widths) == 5  # both texts kept
    button.setFont(theme.font(30, bold=True))  # a new font: measured anew
    assert button.heightForWidth(200) > second[1] and len(widths) == 6


def test_a_text_another_button_measured_is_not_measured_again(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A step's texts come back on other buttons of its grid: a text measured on one
    button at a width (and its preferred size) is not measured again on another in the
    same font, which has the same measures; another font is measured anew."""
    from ui import theme
    from ui.widgets.buttons import WrapButton

    widths = _counted_measures(monkeypatch)
    first, second = WrapButton(TEXTS[1]), WrapButton(TEXTS[0])
    qtbot.addWidget(first)
    qtbot.addWidget(second)
    measures = (first.sizeHint(), first.heightForWidth(200))
    asked = len(widths)
    assert asked >= 2
    second.setText(TEXTS[1])
    assert (second.sizeHint(), second.heightForWidth(200)) == measures
    assert len(widths) == asked
    second.setFont(theme.font(30, bold=True))
    assert second.heightForWidth(200) > measures[1] and len(widths) == asked + 1


def test_a_text_is_not_measured_at_widths_wider_than_its_lines(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A step's new texts are asked their heights at the grid's in-between and final
    column widths: a text whose lines fit with room to spare (its preferred size
    measured them unwrapped) is not measured there, and is as high as measured."""
    from PySide6.QtCore import Qt

    from ui import theme
    from ui.widgets.buttons import WrapButton

    widths = _counted_measures(monkeypatch)
    button = WrapButton("Build a farm")
    qtbot.addWidget(button)
    button.setFont(theme.font(12))
    hint = button.sizeHint()  # its size, and its height at that width
    asked = len(widths)
    wider = (hint.width() + 60, 230, 231, 247, 380)
    heights = [button.heightForWidth(width) for width in wider]
    assert len(widths) == asked
    metrics, wrap = button.fontMetrics(), Qt.TextFlag.TextWordWrap.value
    assert heights == [
        metrics.boundingRect(
            0, 0, width - 2 * WrapButton.MARGIN_X, 2000, wrap, "Build a farm"
        ).height()
        + 2 * WrapButton.MARGIN_Y
        for width in wider
    ]


@pytest.mark.parametrize("size", [9, 12, 20])
def test_a_wrap_button_is_as_high_as_its_wrapped_text_at_every_width(
    qtbot: QtBot, size: int
) -> None:
    """Its height for any width, asked after its preferred size (which may measure its
    lines unwrapped), is its text's wrapped height there: lines that end in spaces, lines
    set apart, texts that wrap and texts that do not."""
    from PySide6.QtCore import Qt

    from ui import theme
    from ui.widgets.buttons import WrapButton

    wrap = Qt.TextFlag.TextWordWrap.value
    for text in (*TEXTS[:3], "Wave  ", "AVAW fff\nyes ", "−1 biomatter", "שלום עולם"):
        button = WrapButton(text)
        qtbot.addWidget(button)
        button.setFont(theme.font(size))
        button.sizeHint()
        metrics = button.fontMetrics()
        for width in range(30, 700, 3):
            inner = width - 2 * WrapButton.MARGIN_X
            wrapped = metrics.boundingRect(0, 0, inner, 2000, wrap, text).height()
            assert button.heightForWidth(width) == wrapped + 2 * WrapButton.MARGIN_Y, (text, width)
