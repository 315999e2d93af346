"""Lesson cards: short cards beside the table, never modal, each with its own
"Got it" button; the table can keep playing while they show.

Docked in the guide (:meth:`LessonTray.dock`) they sit in its column and never
cover the board they talk about; the board sites a lesson names are announced on
:attr:`LessonTray.sites_named` so the table can mark them there. Undocked they
float at the bottom right of :attr:`LessonTray.anchor`.

A first-occurrence lesson shows its whole text; an overlooked rule the player
has met before shows as a short reminder (its title), which opens on a click.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ui import theme
from ui.games.underwater_cities import words
from ui.i18n import translate
from ui.teaching.coach import Coach

if TYPE_CHECKING:
    from ui.teaching.shown import ShownLesson

MAX_CARDS = 3
"""Older lessons make room for new ones beyond this many."""
WIDTH = 460
MARGIN = 16


SITE_PARAMS = ("city", "tunnel", "site")
"""Lesson parameters that name a site on the player's board."""


def named_sites(shown: ShownLesson) -> frozenset[str]:
    """The board sites ``shown`` talks about."""
    return frozenset(
        value for name in SITE_PARAMS if isinstance(value := shown.params.get(name), str)
    )


def where(coach: Coach, shown: ShownLesson) -> str:
    """The slot or board sites the lesson is about, in words ('' when none)."""
    from ui.games.underwater_cities.table.tap_words import slot_words

    params = shown.params
    places = []
    slot = params.get("slot")
    if isinstance(slot, str):
        places.append(slot_words(coach.controller.state, slot))
    for name in ("city", "tunnel"):
        site = params.get(name)
        if isinstance(site, str):
            places.append(words.site(site))
    if not places:
        return ""
    return translate("teaching_ui", "Where: {0}").format(", ".join(places))


class LessonCard(QFrame):
    """One lesson: for whom, its title and text, the rulebook page, and Got it."""

    def __init__(self, coach: Coach, shown: ShownLesson, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.shown = shown
        self.setObjectName("lesson")
        self.setProperty("kind", shown.lesson.kind)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        from ui.games.underwater_cities.teaching.text import lesson_text  # once taught

        text = lesson_text(coach.catalog, shown.lesson, shown.params, shown.names[0])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.setSpacing(4)
        names = ", ".join(shown.names)
        if shown.overlooked:
            badge = (
                translate("teaching_ui", "Often overlooked · {0}")
                if shown.first_time
                else translate("teaching_ui", "Reminder · {0}")
            ).format(names)
        else:
            badge = translate("teaching_ui", "New for {0}").format(names)
        self.badge = QLabel(badge, self)
        self.badge.setObjectName("lesson-badge")
        self.badge.setWordWrap(True)
        self.badge.setFont(theme.font(10, bold=True))
        layout.addWidget(self.badge)
        self.title = QLabel(text.title, self)
        self.title.setObjectName("lesson-title")
        self.title.setWordWrap(True)
        self.title.setFont(theme.font(14, bold=True))
        layout.addWidget(self.title)
        self.text = QLabel(text.text, self)
        self.text.setObjectName("lesson-text")
        self.text.setWordWrap(True)
        self.text.setFont(theme.font(12))
        layout.addWidget(self.text)
        self.where = QLabel(where(coach, shown), self)
        self.where.setObjectName("lesson-where")
        self.where.setWordWrap(True)
        self.where.setFont(theme.font(11, bold=True))
        self.where.setVisible(bool(self.where.text()))
        layout.addWidget(self.where)
        row = QHBoxLayout()
        self.source = QLabel(text.source, self)
        self.source.setObjectName("muted")
        self.source.setWordWrap(True)
        self.source.setFont(theme.font(9))
        row.addWidget(self.source, 1)
        self.more = QPushButton(translate("teaching_ui", "Tell me more"), parent=self)
        self.more.setObjectName("lesson-more")
        self.more.clicked.connect(self.expand)
        row.addWidget(self.more)
        self.dismiss = QPushButton(translate("teaching_ui", "Got it"), parent=self)
        self.dismiss.setObjectName("lesson-dismiss")
        self.dismiss.setProperty("role", "primary")
        row.addWidget(self.dismiss)
        layout.addLayout(row)
        short = shown.overlooked and not shown.first_time
        self.text.setVisible(not short)
        self.more.setVisible(short)

    def expand(self) -> None:
        """Show the whole text of a reminder."""
        self.text.show()
        self.more.hide()
        parent = self.parentWidget()
        if isinstance(parent, LessonTray):
            parent.place()


class LessonTray(QWidget):
    """The lesson cards: in the guide's column once docked, else floating at the
    bottom right of the table."""

    sites_named = Signal(object)
    """Seat → the board sites the lessons shown name (empty when none)."""

    def __init__(self, coach: Coach, parent: QWidget) -> None:
        super().__init__(parent)
        self.coach = coach
        self.setObjectName("lesson-tray")
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.layout_.setSpacing(8)
        self.cards: list[LessonCard] = []
        self.anchor = QRect()
        self.docked = False
        self.hide()
        coach.lessons.connect(self.add)

    def dock(self, holder: QVBoxLayout) -> None:
        """Sit in ``holder`` (the guide's column) rather than over the table."""
        self.docked = True
        holder.insertWidget(0, self)
        self.place()

    def sites(self) -> dict[int, frozenset[str]]:
        """Seat → the board sites the lessons shown name."""
        found: dict[int, frozenset[str]] = {}
        for card in self.cards:
            sites = named_sites(card.shown)
            for seat in card.shown.players if sites else ():
                found[seat] = found.get(seat, frozenset()) | sites
        return found

    def add(self, shown: list[ShownLesson]) -> None:
        """Show new lessons (the oldest go when there are too many)."""
        for item in shown:
            card = LessonCard(self.coach, item, self)
            card.dismiss.clicked.connect(lambda _=False, c=card: self.remove(c))
            self.layout_.addWidget(card)
            self.cards.append(card)
        while len(self.cards) > MAX_CARDS:
            self.remove(self.cards[0], place=False)
        self.place()

    def remove(self, card: LessonCard, place: bool = True) -> None:
        """Take one lesson away."""
        if card in self.cards:
            self.cards.remove(card)
        self.layout_.removeWidget(card)
        card.hide()
        card.deleteLater()
        if place:
            self.place()

    def clear(self) -> None:
        """Take every lesson away."""
        for card in list(self.cards):
            self.remove(card, place=False)
        self.place()

    def place(self) -> None:
        """Docked: show while there are cards. Floating: sit at the bottom right of
        :attr:`anchor` (the parent when unset), on top. Either way say which sites
        the lessons name."""
        if not self.cards:
            self.hide()
        elif self.docked:
            self.show()
        else:
            self._float()
        self.sites_named.emit(self.sites())

    def _float(self) -> None:
        parent = self.parentWidget()
        area = self.anchor if self.anchor.isValid() or parent is None else parent.rect()
        width = min(WIDTH, max(200, area.width() - 2 * MARGIN))
        self.layout_.activate()
        height = self.heightForWidth(width) if self.hasHeightForWidth() else 0
        height = max(height, self.sizeHint().height())
        height = min(height, max(120, area.height() - 2 * MARGIN))
        self.setGeometry(
            area.right() - width - MARGIN, area.bottom() - height - MARGIN, width, height
        )
        self.show()
        self.raise_()
