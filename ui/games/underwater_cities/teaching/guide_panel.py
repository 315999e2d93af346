"""The guide panel: what the player whose turn it is should know now.

Built from the teacher's guide (:meth:`Coach.turn_guide`): whose turn it is, each
action slot and why it is or is not available to this player, what the colour
match does, what the played card's type means, and what "connected" means on
their board right now. Outside a turn (production, keeping cards) it shows each
taught player's network. The setup guide for a new table uses the same look.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from companion.games.underwater_cities.state import CardInfo, GameState
from companion.teaching import Guide, GuideStep, TeachingCatalog
from ui import theme
from ui.games.underwater_cities.teaching.coach import Coach
from ui.games.underwater_cities.teaching.text import message_text
from ui.i18n import translate

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


def _items(catalog: TeachingCatalog, steps: tuple[GuideStep, ...], who: str | None) -> str:
    if not steps:
        return ""
    rows = []
    for step in steps:
        mark = _MARKS.get(step.message.key.rsplit(".", 1)[-1], "")
        text = escape(message_text(catalog, step.message, who))
        rows.append(
            f"<li>{mark + ' ' if mark else ''}{text}{_items(catalog, step.items, who)}</li>"
        )
    return "<ul style='margin-left: 10px; -qt-list-indent: 1;'>" + "".join(rows) + "</ul>"


def guide_html(catalog: TeachingCatalog, guide: Guide, who: str | None = None) -> str:
    """A turn guide as rich text: each step under its heading, sub-points listed."""
    parts = []
    for step in guide.steps:
        heading = _heading(step.topic)
        text = escape(message_text(catalog, step.message, who))
        if heading:
            parts.append(f"<p><b>{escape(heading)}</b><br>{text}</p>")
        else:
            parts.append(f"<p><b>{text}</b></p>")
        parts.append(_items(catalog, step.items, who))
    return "".join(parts)


def setup_html(catalog: TeachingCatalog, guide: Guide) -> str:
    """The setup guide as a numbered list."""
    rows = [
        f"<li>{escape(message_text(catalog, step.message))}{_items(catalog, step.items, None)}</li>"
        for step in guide.steps
    ]
    return "<ol>" + "".join(rows) + "</ol>"


class GuidePanel(QFrame):
    """The guide beside the turn, shown while teaching mode is on."""

    def __init__(self, coach: Coach, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.coach = coach
        self.setObjectName("card")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.setSpacing(4)
        self.title = QLabel(self)
        self.title.setObjectName("guide-title")
        self.title.setFont(theme.font(13, bold=True))
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.area = QScrollArea(self)
        self.area.setWidgetResizable(True)
        self.area.setFrameShape(QFrame.Shape.NoFrame)
        self.area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.text = QLabel(self.area)
        self.text.setObjectName("guide-text")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setFont(theme.font(11))
        self.area.setWidget(self.text)
        layout.addWidget(self.area, 1)
        self._shown = ""

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
