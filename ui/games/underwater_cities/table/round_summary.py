"""The round-end summary: the new play order, who advanced on the Federation
track and what the track gave, read from the engine's events of the round.

It shows above the turn after the tap that ended a round and stays until it is
dismissed or the next tap (rulebook: the end-of-round page, German p. 9).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from companion.core.model import Event
from companion.games.underwater_cities.events import (
    Advanced,
    Gained,
    GameSetUp,
    PhaseChanged,
    RoundEnded,
)
from companion.games.underwater_cities.model import ZERO, Resources
from companion.games.underwater_cities.state import GameState
from ui import theme
from ui.games.underwater_cities import words
from ui.i18n import translate
from ui.plain_text import escape_quotes as escape
from ui.widgets.painted_ahead import AheadLabel

FEDERATION_REASON = "uc.reason.federation"

SUMMARY_EVENTS = (RoundEnded, GameSetUp, PhaseChanged, Advanced, Gained)
"""The events the summary reads: :func:`round_facts` of only these is the same."""
SUMMARY_KINDS = tuple(str(kind.model_fields["type"].default) for kind in SUMMARY_EVENTS)
"""Their ``type`` in the store (the log's other events are not read for the summary)."""


def summary_events(events: Sequence[Event]) -> list[Event]:
    """The events of ``events`` the summary reads, in their order."""
    return [event for event in events if isinstance(event, SUMMARY_EVENTS)]


class Moves(NamedTuple):
    """One player's Federation track this round: steps, last space, what it gave."""

    steps: int = 0
    to: int = 0
    resources: Resources = ZERO
    points: int = 0


class RoundFacts(NamedTuple):
    """What ended with a round: its number, the old and new play order, the track
    (named tuples, not dataclasses, whose generated methods the start would compile)."""

    round: int
    order: tuple[int, ...]
    previous: tuple[int, ...]
    production: bool
    moves: dict[int, Moves]


def round_facts(events: Sequence[Event]) -> RoundFacts | None:
    """The facts of the last round ended in ``events`` (the game's events, oldest
    first), None when none ended."""
    end = max((i for i, e in enumerate(events) if isinstance(e, RoundEnded)), default=-1)
    if end < 0:
        return None
    ended = events[end]
    assert isinstance(ended, RoundEnded)
    start, previous = -1, ended.play_order
    for index in range(end - 1, -1, -1):
        event = events[index]
        if start < 0 and (
            isinstance(event, RoundEnded | GameSetUp)
            or (isinstance(event, PhaseChanged) and event.phase == "play")
        ):
            start = index + 1
        if isinstance(event, RoundEnded):
            previous = event.play_order
            break
        if isinstance(event, GameSetUp):
            previous = event.state.play_order
            break
    moves: dict[int, Moves] = {}
    for event in events[max(start, 0) : end]:
        if isinstance(event, Advanced):
            was = moves.get(event.player, Moves())
            moves[event.player] = was._replace(steps=was.steps + event.steps, to=event.to)
        elif isinstance(event, Gained) and event.reason.code == FEDERATION_REASON:
            was = moves.get(event.player, Moves())
            moves[event.player] = was._replace(
                resources=was.resources + event.resources, points=was.points + event.points
            )
    return RoundFacts(
        round=ended.round,
        order=ended.play_order,
        previous=previous,
        production=any(
            isinstance(e, PhaseChanged) and e.phase == "production" for e in events[end + 1 :]
        ),
        moves=moves,
    )


def summary_html(facts: RoundFacts, state: GameState) -> str:
    """The summary in words, as rich text (names escaped)."""
    names = [escape(player.name) for player in state.players]
    order = []
    for place, seat in enumerate(facts.order):
        before = facts.previous.index(seat) if seat in facts.previous else place
        arrow = " ▲" if place < before else (" ▼" if place > before else "")
        order.append(f"{place + 1}. {names[seat]}{arrow}")
    lines = [
        "<b>" + escape(translate("round_summary", "New play order:")) + "</b> " + " · ".join(order)
    ]
    track = []
    for seat in facts.order:
        moves = facts.moves.get(seat)
        if moves is None or not moves.steps:
            track.append(
                escape(translate("round_summary", "{0} did not advance")).format(names[seat])
            )
            continue
        advanced = (
            translate("round_summary", "{0} advanced 1 space to space {1}")
            if moves.steps == 1
            else translate("round_summary", "{0} advanced {2} spaces to space {1}")
        )
        gave = words.bundle(moves.resources, points=moves.points)
        track.append(
            escape(advanced).format(names[seat], moves.to, moves.steps)
            + escape(translate("round_summary", " (gained {0})")).format(escape(gave))
        )
    lines.append(
        "<b>" + escape(translate("round_summary", "Federation track:")) + "</b> " + "; ".join(track)
    )
    if facts.production:
        then = translate("round_summary", "Production follows: the era ends.")
    else:
        then = translate("round_summary", "Round {0} begins with {1}.").format(
            facts.round + 1, state.players[facts.order[0]].name
        )
    lines.append(
        escape(translate("round_summary", "Markers back below space 4. {0}")).format(escape(then))
    )
    return "<br>".join(lines)


class _Text(AheadLabel):
    """The summary's rich text, laid out as soon as its width changes (as the banner's
    lines are): Qt lays it out in its paint when it must, and the text document then
    asks for the label to be painted again, a paint of the window after the tap's (the
    era's end, which narrows the summary as the slots' column goes, painted three
    times). Painted ahead, on the table's colour, with the summary laid out ahead."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__("", parent, backdrop="window")

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Lay the text out at the new width: QLabel's own measuring does (the height
        kept for the width would not)."""
        super().resizeEvent(event)
        QLabel.heightForWidth(self, self.width())


class RoundSummary(QFrame):
    """The summary card; hidden until a round ends."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("round-summary")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.setSpacing(4)
        top = QHBoxLayout()
        self.title = AheadLabel("", self, backdrop="window")  # painted ahead, as the text
        self.title.setObjectName("round-summary-title")
        self.title.setFont(theme.font(14, bold=True))
        top.addWidget(self.title, 1)
        self.dismiss = QPushButton(self.tr("OK"), parent=self)
        self.dismiss.setObjectName("round-summary-dismiss")
        self.dismiss.setMinimumSize(64, 44)
        self.dismiss.clicked.connect(self.hide)
        top.addWidget(self.dismiss, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(top)
        self.text = _Text(self)  # measured ahead of the tap ending a round
        self.text.setObjectName("round-summary-text")
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setFont(theme.font(11))
        layout.addWidget(self.text)
        self.facts: RoundFacts | None = None
        self.hide()

    def show_round(self, events: Sequence[Event], state: GameState) -> None:
        """Show the last round ended in ``events`` (nothing when none ended)."""
        self.setVisible(self.prepare(events, state))

    def prepare(self, events: Sequence[Event], state: GameState) -> bool:
        """Say the last round ended in ``events`` without showing it (set ahead of the tap
        that ends the round; that tap's words are the same); False when none ended."""
        self.facts = round_facts(events)
        if self.facts is None:
            return False
        self.title.setText(self.tr("Round {0} is over").format(self.facts.round))
        self.text.setText(summary_html(self.facts, state))
        return True

    def draw_ahead(self) -> None:
        """Paint the title and the text ahead (idle work, the summary laid out ahead and
        shown for a moment): the tap showing it copies them (its words are shaped and
        drawn ≈ 3–5 M instructions, a round's end tap)."""
        self.title.draw_ahead()
        self.text.draw_ahead()

    def plain_text(self) -> str:
        """What the card says, without markup (for tests)."""
        from PySide6.QtGui import QTextDocument

        document = QTextDocument()
        document.setHtml(self.text.text())
        return self.title.text() + "\n" + document.toPlainText()
