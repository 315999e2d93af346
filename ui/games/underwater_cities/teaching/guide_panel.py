"""The guide panel: what the player whose turn it is should know now.

Built from the teacher's guide (:meth:`Coach.turn_guide`): whose turn it is, each
action slot and why it is or is not available to this player, what the colour
match does, what the played card's type means, and what "connected" means on
their board right now. Outside a turn (production, keeping cards) it shows each
taught player's network. The setup guide for a new table uses the same look.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ui import theme
from ui.i18n import translate
from ui.plain_text import escape_quotes as escape
from ui.teaching.coach import Coach

if TYPE_CHECKING:
    from companion.games.underwater_cities.state import CardInfo, GameState
    from companion.teaching import Guide, GuideStep, Message, TeachingCatalog

_MARKS = {
    "slot_available": "✓",
    "slot_available_match": "✓",
    "slot_available_no_match": "✓",
    "slot_always": "◇",
    "slot_clone": "⧉",
    "slot_unavailable": "✗",
}


def _heading(topic: str) -> str:
    headings = {
        "discard": translate("teaching_ui", "Hand limit"),
        "slots": translate("teaching_ui", "Action slots"),
        "colour": translate("teaching_ui", "Colour match"),
        "card_type": translate("teaching_ui", "The played card"),
        "network": translate("teaching_ui", "Connected or not"),
    }
    return headings.get(topic, "")


def _text(catalog: TeachingCatalog, message: Message, who: str | None = None) -> str:
    """A guide's message in the app's language (its module imported when a guide is
    first shown: teaching mode is off at the start of most games)."""
    from ui.games.underwater_cities.teaching.text import message_text

    return message_text(catalog, message, who)


def _items(catalog: TeachingCatalog, steps: tuple[GuideStep, ...], who: str | None) -> str:
    if not steps:
        return ""
    rows = []
    for step in steps:
        mark = _MARKS.get(step.message.key.rsplit(".", 1)[-1], "")
        text = escape(_text(catalog, step.message, who))
        rows.append(
            f"<li>{mark + ' ' if mark else ''}{text}{_items(catalog, step.items, who)}</li>"
        )
    return "<ul style='margin-left: 10px; -qt-list-indent: 1;'>" + "".join(rows) + "</ul>"


def guide_html(catalog: TeachingCatalog, guide: Guide, who: str | None = None) -> str:
    """A turn guide as rich text: each step under its heading, sub-points listed."""
    parts = []
    for step in guide.steps:
        heading = _heading(step.topic)
        text = escape(_text(catalog, step.message, who))
        if heading:
            parts.append(f"<p><b>{escape(heading)}</b><br>{text}</p>")
        else:
            parts.append(f"<p><b>{text}</b></p>")
        parts.append(_items(catalog, step.items, who))
    return "".join(parts)


def setup_html(catalog: TeachingCatalog, guide: Guide) -> str:
    """The setup guide as a numbered list."""
    rows = [
        f"<li>{escape(_text(catalog, step.message))}{_items(catalog, step.items, None)}</li>"
        for step in guide.steps
    ]
    return "<ol>" + "".join(rows) + "</ol>"


class GuidePanel(QFrame):
    """The guide beside the turn, shown while teaching mode is on.

    The lesson cards dock at its top (:attr:`lessons_box`), so they sit beside the
    board rather than over it. Outside a turn (production, keeping cards) the guide
    folds to its title so the breakdowns keep their room; a tap on the title's
    button unfolds it (and that choice holds until the table changes it again).
    """

    def __init__(self, coach: Coach, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.coach = coach
        self.setObjectName("card")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.setSpacing(4)
        top = QHBoxLayout()
        self.title = QLabel(self)
        self.title.setObjectName("guide-title")
        self.title.setFont(theme.font(13, bold=True))
        self.title.setWordWrap(True)
        top.addWidget(self.title, 1)
        self.fold = QToolButton(self)
        self.fold.setObjectName("guide-fold")
        self.fold.setMinimumSize(44, 44)
        self.fold.clicked.connect(self._fold_clicked)
        top.addWidget(self.fold, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(top)
        self.area = QScrollArea(self)
        self.area.setWidgetResizable(True)
        self.area.setFrameShape(QFrame.Shape.NoFrame)
        self.area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = QWidget(self.area)
        column = QVBoxLayout(inner)
        column.setContentsMargins(0, 0, 0, 0)
        self.lessons_box = QVBoxLayout()
        column.addLayout(self.lessons_box)
        self.text = QLabel(inner)
        self.text.setObjectName("guide-text")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setFont(theme.font(11))
        column.addWidget(self.text, 1)
        self.area.setWidget(inner)
        layout.addWidget(self.area, 1)
        self._shown = ""
        self._folded_by_hand: bool | None = None
        self._phase = ""
        self._show_fold()

    @property
    def folded(self) -> bool:
        """True when only the title (and any lesson) shows."""
        if self._folded_by_hand is not None:
            return self._folded_by_hand
        return self._phase not in ("", "play")

    def _fold_clicked(self) -> None:
        self._folded_by_hand = not self.folded
        self._show_fold()

    def _show_fold(self) -> None:
        folded = self.folded
        self.fold.setText("▸" if folded else "▾")
        self.fold.setToolTip(
            translate("teaching_ui", "Show the guide")
            if folded
            else translate("teaching_ui", "Fold the guide away")
        )
        self.text.setVisible(not folded)
        lessons = any(
            (item := self.lessons_box.itemAt(i)) is not None
            and (widget := item.widget()) is not None
            and not widget.isHidden()
            for i in range(self.lessons_box.count())
        )
        self.area.setVisible(not folded or lessons)
        # folded: the splitter gives the rest of the column to the phase above
        self.setMaximumHeight(16777215 if not folded or lessons else self._title_height())

    def _title_height(self) -> int:
        """The height of the title row with the panel's margins and frame."""
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else self.contentsMargins()
        row = max(self.title.sizeHint().height(), self.fold.minimumHeight())
        return row + margins.top() + margins.bottom() + 2 * self.frameWidth()

    def lessons_changed(self) -> None:
        """A lesson came or went: unfold room for it, or fold back."""
        self._show_fold()

    def show_state(self, state: GameState, intent: CardInfo | None = None) -> None:
        """Explain ``state`` to the player whose turn it is (or to every taught
        player outside a turn)."""
        catalog = self.coach.catalog
        current = state.current_player
        if state.phase == "play" and current is not None:
            name = state.players[current].name
            if self.coach.is_on(name):
                title = translate("teaching_ui", "Guide for {0}").format(name)
                html = guide_html(catalog, self.coach.turn_guide(state, current, intent), name)
            else:
                title = translate("teaching_ui", "Guide")
                html = (
                    "<p>"
                    + escape(translate("teaching_ui", "Teaching is off for {0}.").format(name))
                    + "</p>"
                )
        else:
            title = translate("teaching_ui", "Guide")
            html = "".join(
                guide_html(catalog, self.coach.turn_guide(state, seat, None), player.name)
                for seat, player in enumerate(state.players)
                if self.coach.is_on(player.name)
            )
        if state.phase != self._phase:
            self._phase = state.phase
            self._folded_by_hand = None  # a new phase: fold as it suits
            self._show_fold()
        if (title, html) == (self.title.text(), self._shown):
            return
        self.title.setText(title)
        self._shown = html
        self.text.setText(html)

    def plain_text(self) -> str:
        """What the panel says, without markup (for tests and screen readers)."""
        from PySide6.QtGui import QTextDocument

        document = QTextDocument()
        document.setHtml(self._shown)
        return document.toPlainText()
