"""Labels, group boxes and tables' headers whose paint can be done ahead, in idle time
(issue #13).

A word-wrapped label's paint lays its text out and shapes it again (≈ 0.45 M
instructions a production forecast's line), a group box's draws its rounded frame and
shapes its title (≈ 0.55 M), a header's draws and shapes its sections: the era's end
painted a dozen labels, four boxes and four headers inside the tap, though its page was
laid out ahead. :meth:`PaintedAhead.draw_ahead` paints the widget (not its children)
while its page is laid out ahead and shown for a moment, over the theme's colour it sits
on (a group box's ``panel``, a page's ``window``), into a picture the next paint copies
when the widget still looks as then; else it paints as usual. Group boxes and
headers painted ahead are in :mod:`ui.widgets.ahead_parts` (kept off the start: a
header's class sets up Qt's item-view enums, and the round summary's labels, made at
the start, are painted ahead too).
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

    _Widget = QWidget
else:
    _Widget = object  # a mixin: its widget class comes after it

Backdrop = Literal["panel", "window"]
"""The theme's colour a widget painted ahead sits on."""


class PaintedAhead(_Widget):
    """A widget on a plain colour of the theme (:attr:`backdrop`) that :meth:`draw_ahead`
    paints into a picture its next paint copies (once: the window keeps what it
    painted), when it still looks as then (:meth:`_drawn_as`)."""

    backdrop: Backdrop = "panel"
    """The theme's colour the widget sits on (a group box's, or a page's)."""
    _ahead: tuple[tuple[Any, ...], QImage] | None = None
    """What the widget was painted as (see :meth:`_drawn_as`) and the picture."""

    def _drawn_as(self) -> tuple[Any, ...]:
        """What the widget's own pixels depend on (their texts besides)."""
        surface = self._surface()
        return (
            surface.size(),
            surface.devicePixelRatioF(),
            theme.current(),
            self.font(),
            self.palette().cacheKey(),
            self.isEnabled(),
            self.isActiveWindow(),
        )

    def _surface(self) -> QWidget:
        """The widget its paint draws on (a scroll area's: its viewport)."""
        return self

    def draw_ahead(self) -> None:
        """Paint the widget now (idle work, its page shown and laid out) as its next paint
        would, over its backdrop's colour, into a picture that paint then copies."""
        from PySide6.QtGui import QImage  # idle work: its enums not made at the start

        surface = self._surface()
        if surface.size().isEmpty() or not self.isVisible():
            self._ahead = None
            return
        drawn_as = self._drawn_as()
        if self._ahead is not None and self._ahead[0] == drawn_as:
            return
        ratio = surface.devicePixelRatioF()
        image = QImage(surface.size() * ratio, QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(ratio)
        image.fill(QColor(getattr(theme.current(), self.backdrop)))  # under the widget
        surface.render(image, QPoint(), renderFlags=QWidget.RenderFlag(0))  # no children
        self._ahead = (drawn_as, image)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The widget painted ahead copied, when it still looks as then; else painted as
        usual."""
        ahead, self._ahead = self._ahead, None
        if ahead is None or ahead[0] != self._drawn_as():
            super().paintEvent(event)  # the widget class's
            return
        painter = QPainter(self._surface())
        painter.drawImage(QPoint(), ahead[1])  # clipped to the region to paint
        painter.end()


class AheadLabel(PaintedAhead, MeasuredLabel):
    """A :class:`MeasuredLabel` painted ahead (:class:`PaintedAhead`); its format,
    alignment, wrapping, margins and indent are set once, when it is made."""

    def __init__(
        self,
        text: str = "",
        parent: QWidget | None = None,
        *,
        wrap: bool = True,
        backdrop: Backdrop = "panel",
    ) -> None:
        super().__init__(text, parent, wrap=wrap)
        self.backdrop = backdrop

    def _drawn_as(self) -> tuple[Any, ...]:
        """Its text and format, and what any widget painted ahead looks by."""
        return (self.text(), self.textFormat(), *super()._drawn_as())
