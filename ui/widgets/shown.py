"""A page a tab widget flips to, painted once rather than twice.

A stacked widget turning to another page disables its updates, shows the page, hides
the old one and enables its updates again, which marks every widget of the new page
dirty, each on its own. An opaque widget (the slot page's scrolled content: a scroll
area fills its widget's background) is then painted by itself, with every widget inside
it that is not opaque, and those widgets' own marks are painted again in the window's
pass (≈ 1 ms when a board-site tap flips the folded table to its slots). With only the
stacked widget itself marked as not updating (its pages keep their updates: the flag
is set alone, not through ``setUpdatesEnabled``, which would pass it to every child),
the stacked layout leaves updates alone, and the old page's hiding marks its area for
the window's pass, which paints the new page there, once.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTabWidget, QWidget


def flip(tabs: QTabWidget, page: QWidget) -> None:
    """Show ``page``, one of ``tabs``' pages, to be painted once."""
    stack = page.parentWidget()
    if stack is None or not stack.updatesEnabled():  # already quiet: the stack leaves it so
        tabs.setCurrentWidget(page)
        return
    quiet = Qt.WidgetAttribute.WA_UpdatesDisabled
    stack.setAttribute(quiet, True)
    try:
        tabs.setCurrentWidget(page)
    finally:
        stack.setAttribute(quiet, False)
