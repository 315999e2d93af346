"""A label on a panel whose text can be painted ahead, in idle time (issue #13).

A word-wrapped label's paint lays its text out and shapes it again (≈ 0.45 M
instructions a production forecast's line): the era's end painted a dozen of them
inside the tap, though its page was laid out ahead. :meth:`AheadLabel.draw_ahead`
paints the label while its page is laid out ahead and shown for a moment, over the
theme's colour it sits on (a group box's ``panel``, a page's ``window``), into a
picture the next paint copies when the label still looks as then; else it paints as
usual.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from ui import theme
from ui.widgets.measured import MeasuredLabel

if TYPE_CHECKING:
    from PySide6.QtGui import QImage


class AheadLabel(MeasuredLabel):
    """A :class:`MeasuredLabel` on a plain colour of the theme (:attr:`backdrop`) that
    :meth:`draw_ahead` paints into a picture its next paint copies (once: the window
    keeps what it painted), when it still looks as then."""

    def __init__(
        self,
        text: str = "",
        parent: QWidget | None = None,
        *,
        wrap: bool = True,
        backdrop: Literal["panel", "window"] = "panel",
    ) -> None:
        super().__init__(text, parent, wrap=wrap)
        self.backdrop = backdrop
        """The theme's colour the label sits on (a group box's, or a page's)."""
        self._ahead: tuple[tuple[Any, ...], QImage] | None = None
        """What the label was painted as (see :meth:`_drawn_as`) and the picture."""

    def _drawn_as(self) -> tuple[Any, ...]:
        """What the label's pixels depend on (its format, alignment, wrapping, margins
        and indent are set once, when it is made)."""
        return (
            self.text(),
            self.size(),
            self.devicePixelRatioF(),
            theme.current(),
            self.font(),
            self.palette().cacheKey(),
            self.isEnabled(),
            self.isActiveWindow(),
        )

    def draw_ahead(self) -> None:
        """Paint the label now (idle work, its page shown and laid out) as its next paint
        would, over its backdrop's colour, into a picture that paint then copies."""
        from PySide6.QtGui import QImage  # idle work: its enums not made at the start

        if self.size().isEmpty() or not self.isVisible():
            self._ahead = None
            return
        drawn_as = self._drawn_as()
        if self._ahead is not None and self._ahead[0] == drawn_as:
            return
        ratio = self.devicePixelRatioF()
        image = QImage(self.size() * ratio, QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(ratio)
        image.fill(QColor(getattr(theme.current(), self.backdrop)))  # under the text
        self.render(image, QPoint(), renderFlags=QWidget.RenderFlag(0))
        self._ahead = (drawn_as, image)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The label painted ahead copied, when it still looks as then; else painted as
        usual."""
        ahead, self._ahead = self._ahead, None
        if ahead is None or ahead[0] != self._drawn_as():
            super().paintEvent(event)
            return
        painter = QPainter(self)
        painter.drawImage(QPoint(), ahead[1])  # clipped to the region to paint
        painter.end()
