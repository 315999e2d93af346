"""A word-wrapped label whose heights for widths are measured once per text (issue #13).

Qt measures a wrapped QLabel's text again each time a layout asks its height for a
width, and a layout pass asks every wrapped label of a page many times: a page shown
or a panel laid out again measured the same texts at the same widths over and over.
A label's texts come back (a turn's instructions, a hand's count): a plain label keeps
the measures of its last few texts, and a text shown again is not measured again.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import QLabel, QWidget

KEPT_TEXTS = 24
"""How many texts' measures a plain label keeps besides its own."""

_SELECTABLE = (
    Qt.TextInteractionFlag.TextSelectableByMouse.value
    | Qt.TextInteractionFlag.TextSelectableByKeyboard.value
    | Qt.TextInteractionFlag.TextEditable.value
)


class Measures:
    """What a widget measured for one text: heights per width and its size hints, and
    the setup they were measured with (a label's alignment, wrapping, least and most
    size)."""

    __slots__ = ("heights", "hints", "setup")

    def __init__(self) -> None:
        self.heights: dict[int, int] = {}
        self.hints: tuple[QSize, QSize] | None = None
        self.setup: tuple[int, bool, int, int, int] | None = None

    def measured(self) -> bool:
        """Whether anything was measured."""
        return bool(self.heights) or self.hints is not None


def keep(kept: dict[str, Measures], text: str, measures: Measures) -> None:
    """Keep ``measures`` of ``text`` last in ``kept`` (the least recently shown text's
    dropped past :data:`KEPT_TEXTS`)."""
    kept[text] = measures
    if len(kept) > KEPT_TEXTS:
        del kept[next(iter(kept))]


class MeasuredLabel(QLabel):
    """A word-wrapped QLabel (unless ``wrap`` is false) that keeps its height per width
    until its text, font, style, margins or indent change (it looks and lays out the
    same). A plain-text label (not selectable) also keeps its size hints, and the
    measures of its last :data:`KEPT_TEXTS` texts for when they are shown again: Qt
    measured a wrapped label's text at three widths for its size hints each time the
    text changed (a text document's label, rich or selectable, is laid out by its
    measuring, which its paint relies on: it keeps the measures of its text alone)."""

    def __init__(self, text: str = "", parent: QWidget | None = None, *, wrap: bool = True) -> None:
        super().__init__(text, parent)
        if wrap:  # (an unwrapped label, e.g. an OpaqueLabel's, keeps its heights too)
            self.setWordWrap(True)
        self._now = Measures()
        self._kept: dict[str, Measures] = {}
        """Earlier texts' measures, the least recently shown first."""
        self.heights: dict[int, int] = self._now.heights
        """The height measured per width for the text shown (for tests)."""

    def setText(self, text: str) -> None:
        """A new text is measured anew, unless it was shown lately."""
        old = self.text()
        if text != old:
            self._switch(old, text)
        super().setText(text)

    def clear(self) -> None:
        """No text: measured anew, unless shown lately."""
        old = self.text()
        if old:
            self._switch(old, "")
        super().clear()

    def _switch(self, old: str, text: str) -> None:
        """Keep the measures of ``old``, take those of ``text`` if kept."""
        kept = self._kept
        now = Measures()
        if self._plain(old) and self._now.measured():
            keep(kept, old, self._now)
        if self._plain(text):
            earlier = kept.pop(text, None)
            if earlier is not None and earlier.setup == self._setup():
                now = earlier
        self._now = now
        self.heights = now.heights

    def _forget(self) -> None:
        """Measure every text anew (the font, style, margins or indent changed)."""
        self._kept.clear()
        self._now = Measures()
        self.heights = self._now.heights

    def setMargin(self, margin: int) -> None:
        """A new margin: measured anew."""
        self._forget()
        super().setMargin(margin)

    def setIndent(self, indent: int) -> None:
        """A new indent: measured anew."""
        self._forget()
        super().setIndent(indent)

    def heightForWidth(self, width: int) -> int:
        """The label's height at ``width``, measured once per text."""
        height = self.heights.get(width)
        if height is None:
            if not self.heights:  # the first measure of this text: note its setup
                self._now.setup = self._setup()
            height = self.heights[width] = super().heightForWidth(width)
        return height

    def sizeHint(self) -> QSize:
        """QLabel's, kept per text (for a plain-text label)."""
        hints = self._hints()
        return QSize(hints[0]) if hints is not None else super().sizeHint()

    def minimumSizeHint(self) -> QSize:
        """QLabel's, kept per text (for a plain-text label)."""
        hints = self._hints()
        return QSize(hints[1]) if hints is not None else super().minimumSizeHint()

    def _hints(self) -> tuple[QSize, QSize] | None:
        """The size hint and least size hint for the text shown (None: ask QLabel's)."""
        if not self._plain(self.text()):
            return None
        now, setup = self._now, self._setup()
        if now.hints is None or now.setup != setup:
            if now.setup != setup:
                now.heights.clear()
            now.setup = setup
            least = super().minimumSizeHint()
            now.hints = (super().sizeHint(), least)
        return now.hints

    def _plain(self, text: str) -> bool:
        """Whether QLabel measures ``text`` without a text document (plain, not
        selectable): measuring it then changes nothing its paint uses."""
        if self.textInteractionFlags().value & _SELECTABLE:
            return False
        shape = self.textFormat()  # automatic: rich text needs a "<" (Qt.mightBeRichText)
        return shape == Qt.TextFormat.PlainText or (
            shape == Qt.TextFormat.AutoText and "<" not in text
        )

    def _setup(self) -> tuple[int, bool, int, int, int]:
        """What else a text's measures hang on that a change event does not tell."""
        least = self.minimumSize()
        return (
            self.alignment().value,
            self.wordWrap(),
            least.width(),
            least.height(),
            self.maximumWidth(),
        )

    def changeEvent(self, event: QEvent) -> None:
        """A new font, style or margins: measured again."""
        self._forget()
        super().changeEvent(event)
