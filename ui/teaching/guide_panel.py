"""The guide beside a game's turn panel: the lessons just met, then what the player
who acts now may do (the teacher's turn guide).

Lesson cards sit at the top of the guide, never over the board or the turn panel;
each has its own "Got it" and the table can play on while they show.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import suppress
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from companion.teaching import Guide, GuideStep, TeachingCatalog
from ui import theme
from ui.i18n import translate
from ui.plain_text import escape_quotes as escape
from ui.teaching.coach import Coach
from ui.teaching.text import TeachingWords

if TYPE_CHECKING:
    from ui.teaching.shown import ShownLesson

MAX_CARDS = 3
"""Older lessons make room for new ones beyond this many."""


def plain_text(html: str) -> str:
    """Rich text without its markup (for tests and screen readers)."""
    document = QTextDocument()
    document.setHtml(html)
    return document.toPlainText()


def _items(words: TeachingWords, catalog: TeachingCatalog, steps: tuple[GuideStep, ...]) -> str:
    if not steps:
        return ""
    rows = "".join(
        f"<li>{escape(words.message(catalog, step.message))}"
        f"{_items(words, catalog, step.items)}</li>"
        for step in steps
    )
    return f"<ul style='margin-left: 10px; -qt-list-indent: 1;'>{rows}</ul>"


def guide_html(words: TeachingWords, catalog: TeachingCatalog, guide: Guide) -> str:
    """A guide as rich text: the first step in bold, each step with its sub-points."""
    parts = []
    for index, step in enumerate(guide.steps):
        text = escape(words.message(catalog, step.message))
        parts.append(f"<p><b>{text}</b></p>" if index == 0 else f"<p>{text}</p>")
        parts.append(_items(words, catalog, step.items))
    return "".join(parts)


def setup_html(words: TeachingWords, catalog: TeachingCatalog, guide: Guide) -> str:
    """The setup guide as a numbered list."""
    rows = "".join(
        f"<li>{escape(words.message(catalog, step.message))}"
        f"{_items(words, catalog, step.items)}</li>"
        for step in guide.steps
    )
    return f"<ol>{rows}</ol>"


class LessonCard(QFrame):
    """One lesson: for whom, its title and text, the rulebook's section, and Got it."""

    def __init__(
        self,
        text: Any,
        shown: ShownLesson,
        heading_spacing: int = 2,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.shown = shown
        self.setObjectName("lesson")
        self.setProperty("kind", shown.lesson.kind)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.setSpacing(4)
        top = QHBoxLayout()
        heading = QVBoxLayout()
        if heading_spacing >= 0:
            heading.setSpacing(heading_spacing)
        self.badge = QLabel(
            translate("teaching_ui", "New for {0}").format(", ".join(shown.names)), self
        )
        self.badge.setObjectName("lesson-badge")
        self.badge.setFont(theme.font(10, bold=True))
        self.title = QLabel(text.title, self)
        self.title.setObjectName("lesson-title")
        self.title.setFont(theme.font(13, bold=True))
        self.text = QLabel(text.text, self)
        self.text.setObjectName("lesson-text")
        self.text.setFont(theme.font(11))
        self.source = QLabel(text.source, self)
        self.source.setObjectName("muted")
        self.source.setFont(theme.font(9))
        for label in (self.badge, self.title, self.text, self.source):
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
        heading.addWidget(self.badge)
        heading.addWidget(self.title)
        top.addLayout(heading, 1)
        # "Got it" at the top, in view as soon as the card is
        self.dismiss = QPushButton(translate("teaching_ui", "Got it"), parent=self)
        self.dismiss.setObjectName("lesson-dismiss")
        self.dismiss.setProperty("role", "primary")
        self.dismiss.setMinimumHeight(44)
        top.addWidget(self.dismiss, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(top)
        layout.addWidget(self.text)
        layout.addWidget(self.source)


class GuidePanel(QFrame):
    """The lessons and the turn guide, shown while teaching mode is on; it follows the
    game and the teaching switches by itself (:meth:`detach` stops that).

    ``acting(state)``: the seat whose guide shows (None: nobody acts, the guide of
    ``idle_seat(state)`` shows, untitled); ``heading_spacing``: between a lesson's
    badge and title (-1: the style's).
    """

    def __init__(
        self,
        coach: Coach,
        words: TeachingWords,
        acting: Callable[[Any], int | None],
        idle_seat: Callable[[Any], int] = lambda _state: 0,
        heading_spacing: int = 2,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.coach = coach
        self.words = words
        self.acting = acting
        self.idle_seat = idle_seat
        self.heading_spacing = heading_spacing
        self.setObjectName("card")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(4)
        self.title = QLabel(self)
        self.title.setObjectName("guide-title")
        self.title.setFont(theme.font(12, bold=True))
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.title)
        self.area = QScrollArea(self)
        self.area.setWidgetResizable(True)
        self.area.setFrameShape(QFrame.Shape.NoFrame)
        self.area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = QWidget(self.area)
        column = QVBoxLayout(inner)
        column.setContentsMargins(0, 0, 4, 0)
        column.setSpacing(6)
        self.lessons_box = QVBoxLayout()
        self.lessons_box.setSpacing(6)
        column.addLayout(self.lessons_box)
        self.text = QLabel(inner)
        self.text.setObjectName("guide-text")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setFont(theme.font(11))
        column.addWidget(self.text)
        column.addStretch(1)
        self.area.setWidget(inner)
        layout.addWidget(self.area, 1)
        self.cards: list[LessonCard] = []
        self._shown = ""
        self._links = (
            (coach.lessons, self.add),
            (coach.settings_changed, self.teaching_changed),
            (coach.controller.changed, self._game_changed),
        )
        for signal, slot in self._links:
            signal.connect(slot)
        self.teaching_changed()

    def detach(self) -> None:
        """Stop following the game and the coach (the table is being replaced)."""
        for signal, slot in self._links:
            with suppress(RuntimeError, TypeError):
                signal.disconnect(slot)
        self.clear()

    def teaching_changed(self) -> None:
        """Show while teaching mode is on (with the guide for now), else hide."""
        on = self.coach.enabled
        self.setVisible(on)
        state = self.coach.controller.state
        if on and state is not None:
            self.show_state(state)
        elif not on:
            self.clear()

    def _game_changed(self, _change: object) -> None:
        state = self.coach.controller.state
        if self.coach.enabled and state is not None:
            self.show_state(state)

    # -- lessons ---------------------------------------------------------------------

    def add(self, shown: list[ShownLesson]) -> None:
        """Show new lessons at the top (the oldest go when there are too many)."""
        for item in shown:
            text = self.words.lesson(self.coach.catalog, item.lesson, item.params)
            card = LessonCard(text, item, self.heading_spacing, self)
            card.dismiss.clicked.connect(lambda _=False, c=card: self.remove(c))
            self.lessons_box.addWidget(card)
            card.show()
            self.cards.append(card)
        while len(self.cards) > MAX_CARDS:
            self.remove(self.cards[0])
        self.area.verticalScrollBar().setValue(0)

    def remove(self, card: LessonCard) -> None:
        """Take one lesson away."""
        if card in self.cards:
            self.cards.remove(card)
        self.lessons_box.removeWidget(card)
        card.hide()
        card.deleteLater()

    def clear(self) -> None:
        """Take every lesson away."""
        for card in list(self.cards):
            self.remove(card)

    # -- the guide ---------------------------------------------------------------------

    def show_state(self, state: Any) -> None:
        """Explain ``state`` to the player who acts now (when they are taught)."""
        seat = self.acting(state)
        catalog = self.coach.catalog
        if seat is None:
            title = translate("teaching_ui", "Guide")
            guide = self.coach.turn_guide(state, self.idle_seat(state))
            html = guide_html(self.words, catalog, guide)
        elif self.coach.is_on(name := state.players[seat].name):
            title = translate("teaching_ui", "Guide for {0}").format(name)
            html = guide_html(self.words, catalog, self.coach.turn_guide(state, seat))
        else:
            title = translate("teaching_ui", "Guide")
            html = (
                "<p>"
                + escape(translate("teaching_ui", "Teaching is off for {0}.").format(name))
                + "</p>"
            )
        if (title, html) == (self.title.text(), self._shown):
            return
        self.title.setText(title)
        self._shown = html
        self.text.setText(html)

    def plain_text(self) -> str:
        """What the guide says, without markup (for tests and screen readers)."""
        return plain_text(self._shown)
