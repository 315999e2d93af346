"""A word-wrapped label whose heights for widths are measured once per text (issue #13).

Qt measures a wrapped QLabel's text again each time a layout asks its height for a
width, and a layout pass asks every wrapped label of a page many times: a page shown
or a panel laid out again measured the same texts at the same widths over and over.
A label's texts come back (a turn's instructions, a hand's count): a plain label keeps
the heights of its last few texts, and a text shown again is not measured again.
"""

from __future__ import annotations

from collections.abc import Iterable

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
    """What a widget measured for one text: heights per width, the text's own size (a
    button's) and its size unwrapped (a button's, when measured: :attr:`line`), a
    label's size hints (:class:`KeptHints`), and the setup it was shown with (a label's
    alignment, wrapping, least and most size: noted when another text replaces it)."""

    __slots__ = ("heights", "hints", "line", "setup", "size")

    def __init__(self) -> None:
        self.heights: dict[int, int] = {}
        self.size: QSize | None = None
        self.line: QSize | None = None
        """The text's size with no line wrapped (each paragraph one line), when a
        measure found it so."""
        self.hints: tuple[QSize, QSize] | None = None
        self.setup: tuple[int, bool, int, int, int] | None = None

    def measured(self) -> bool:
        """Whether anything was measured."""
        return bool(self.heights) or self.size is not None or self.hints is not None


def keep(kept: dict[str, Measures], text: str, measures: Measures, most: int = KEPT_TEXTS) -> None:
    """Keep ``measures`` of ``text`` last in ``kept`` (the least recently shown text's
    dropped past ``most``)."""
    kept[text] = measures
    if len(kept) > most:
        del kept[next(iter(kept))]


class MeasuredLabel(QLabel):
    """A word-wrapped QLabel (unless ``wrap`` is false) that keeps its height per width
    until its text, font, style, margins or indent change (it looks and lays out the
    same). A plain-text label (not selectable) also keeps the heights of its last
    :data:`KEPT_TEXTS` texts for when they are shown again (a text document's label,
    rich or selectable, is laid out by its measuring, which its paint relies on: it
    keeps the heights of its text alone). Its size hints are QLabel's: a Python
    override of them cost the first frame ≈ 17 M instructions."""

    kept_texts = KEPT_TEXTS
    """How many earlier texts' measures the label keeps (a label whose texts come back
    from among more keeps more)."""
    document_hints = False
    """Whether a text laid out as a document (selectable or rich) keeps its size hints
    per text too (:class:`KeptHints`; never its heights, whose measuring lays it out)."""

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
        """Keep the measures of ``old``, take those of ``text`` if kept (measured with
        the same setup)."""
        kept, setup = self._kept, None
        if self._now.measured() and self._keeps(old):
            if not self._plain(old):  # a document's hints only
                self._now.heights.clear()
            setup = self._now.setup = self._setup()
            keep(kept, old, self._now, self.kept_texts)
        earlier = kept.pop(text, None) if kept else None
        if earlier is None or earlier.setup != (setup or self._setup()) or not self._keeps(text):
            earlier = Measures()
        self._now = earlier
        self.heights = earlier.heights

    def _forget(self) -> None:
        """Measure every text anew (the font, style, margins or indent changed)."""
        if self._kept:
            self._kept.clear()
        self.heights.clear()
        self._now.hints = None

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
            height = self.heights[width] = super().heightForWidth(width)
        return height

    def _plain(self, text: str) -> bool:
        """Whether QLabel measures ``text`` without a text document (plain, not
        selectable): measuring it then changes nothing its paint uses."""
        if self.textInteractionFlags().value & _SELECTABLE:
            return False
        shape = self.textFormat()  # automatic: rich text needs a "<" (Qt.mightBeRichText)
        return shape == Qt.TextFormat.PlainText or (
            shape == Qt.TextFormat.AutoText and "<" not in text
        )

    def _keeps(self, text: str) -> bool:
        """Whether the measures of ``text`` are kept when another replaces it."""
        return self.document_hints or self._plain(text)

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
        if self._kept:  # (not a call of _forget: the first frame has hundreds)
            self._kept.clear()
        self.heights.clear()
        self._now.hints = None
        super().changeEvent(event)


class KeptHints(MeasuredLabel):
    """A :class:`MeasuredLabel` that also keeps QLabel's size hints per plain text, as
    its heights: QLabel measures a word-wrapped text five times for its hints after each
    new text (its preferred shape tried at three widths, one line, the longest word),
    and the labels a turn changes (a player's hand and turn, the turn's title and
    instruction) come back to texts they showed (a passing slot tap measured ≈ 60
    times). Only for labels that change with taps: a Python size hint is a call into
    Python each time a layout asks, which cost the first frame more than it saved when
    every measured label had one (issue #13)."""

    def sizeHint(self) -> QSize:
        """QLabel's, kept per plain text."""
        return kept_hints(self)[0]

    def minimumSizeHint(self) -> QSize:
        """QLabel's, kept per plain text."""
        return kept_hints(self)[1]


def measure_ahead(
    label: MeasuredLabel, text: str, twin: QLabel | None, widths: Iterable[int] = ()
) -> QSize | None:
    """Measure ``text`` before ``label`` shows it (idle time): its size hints and its heights
    at ``widths`` and at the widths ``label``'s text was asked at, measured by ``twin``, a
    hidden label that measures as ``label`` will with that text (its font, style,
    wrapping), kept with ``label``'s earlier texts' measures; the text ``label`` shows is
    measured at ``widths`` by ``label``. Its size hint (None: a new text not plain, or
    no twin)."""
    if text == label.text():
        for width in widths:
            label.heightForWidth(width)
        return label.sizeHint()
    if twin is None or not label._plain(text):
        return None
    setup = label._setup()
    kept = label._kept.get(text)
    if kept is None or kept.setup != setup:
        kept = Measures()
        kept.setup = setup
    twin.setText(text)
    if kept.hints is None:
        kept.hints = (QLabel.sizeHint(twin), QLabel.minimumSizeHint(twin))
    for width in (*label.heights, *widths):
        if width not in kept.heights:
            kept.heights[width] = twin.heightForWidth(width)
    keep(label._kept, text, kept, label.kept_texts)
    return kept.hints[0]


def kept_hints(label: MeasuredLabel) -> tuple[QSize, QSize]:
    """``label``'s size hint and minimum size hint, QLabel's, kept with its text's
    measures when the text is plain (a document's label is laid out by measuring),
    or the label keeps a document's hints (:attr:`MeasuredLabel.document_hints`)."""
    hints = label._now.hints
    if hints is None:
        hints = (QLabel.sizeHint(label), QLabel.minimumSizeHint(label))
        if label._keeps(label.text()):
            label._now.hints = hints
    return hints
