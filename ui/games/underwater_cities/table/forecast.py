"""The forecast on demand (also outside teaching mode): for each player, what their
network would produce if production ran now, which cities would go unfed and what
that costs, and what one more tunnel would change (each legal tunnel site).

Everything comes from the engine: :func:`forecast` and :func:`tunnel_what_ifs`.
The window is not modal and follows the game while it is open.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from companion.games.underwater_cities.events import Fed
from companion.games.underwater_cities.library import CardLibrary
from companion.games.underwater_cities.production import Forecast, forecast
from companion.games.underwater_cities.ruleset import Change as C
from companion.games.underwater_cities.state import GameState
from companion.games.underwater_cities.teaching import TunnelWhatIf, tunnel_what_ifs
from ui import theme
from ui.controller import Change, GameController
from ui.games.underwater_cities import words
from ui.games.underwater_cities.game_data import library_of
from ui.games.underwater_cities.table.production import breakdown_table, produced_rows
from ui.i18n import translate


def feeding_words(fed: Fed) -> str:
    """Who eats what at feeding, and what unfed cities cost."""
    unfed = fed.cities - fed.kelp - fed.biomatter
    text = translate(
        "forecast", "Feeding the connected cities ({0}): {1} kelp and {2} biomatter eaten."
    ).format(fed.cities, fed.kelp, fed.biomatter)
    if unfed:
        text += " " + translate("forecast", "Unfed cities: {0}, costing {1} points.").format(
            unfed, fed.points_lost
        )
    elif fed.cities:
        text += " " + translate("forecast", "Every connected city is fed.")
    return text


def _signed(resources: dict[str, int]) -> list[str]:
    parts = []
    for name, amount in resources.items():
        if amount:
            sign = "+" if amount > 0 else "−"
            parts.append(f"{sign}{abs(amount)} {words.resource(name, amount)}")
    return parts


def what_if_words(what_if: TunnelWhatIf) -> str:
    """'tunnel 2-3–3-3: +1 credit; connects city 2-3; 1 more city to feed'."""
    parts = _signed(dict(what_if.resources.items()))
    if what_if.points:
        sign = "+" if what_if.points > 0 else "−"
        parts.append(translate("forecast", "score {0}{1}").format(sign, abs(what_if.points)))
    if what_if.connects:
        parts.append(
            translate("forecast", "connects {0}").format(
                ", ".join(words.site(city) for city in what_if.connects)
            )
        )
    if what_if.metropolises:
        parts.append(
            translate("forecast", "connects {0}").format(
                ", ".join(words.site(space) for space in what_if.metropolises)
            )
        )
    if what_if.fed_cities:
        parts.append(translate("forecast", "cities to feed: +{0}").format(what_if.fed_cities))
    if what_if.unfed > 0:
        parts.append(translate("forecast", "unfed cities: +{0}").format(what_if.unfed))
    if not parts:
        parts.append(translate("forecast", "changes nothing at production"))
    return f"{words.site(what_if.site)}: {'; '.join(parts)}"


def what_ifs_text(
    state: GameState, player: int, library: CardLibrary, most: int | None = None
) -> str:
    """The tunnel what-ifs of ``player`` as lines (the ``most`` useful ones)."""
    return what_ifs_lines(tunnel_what_ifs(state, player, library), most)


def what_ifs_lines(found: tuple[TunnelWhatIf, ...], most: int | None = None) -> str:
    """Tunnel what-ifs as lines (the ``most`` useful ones)."""
    if not found:
        return translate("forecast", "No tunnel can be built on this board now.")
    shown = found if most is None else found[:most]
    lines = [what_if_words(w) for w in shown]
    if len(shown) < len(found):
        lines.append(translate("forecast", "… and {0} more sites").format(len(found) - len(shown)))
    return "\n".join(lines)


class PlayerPage(QWidget):
    """One player's forecast."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        self.heading.setFont(theme.font(12, bold=True))
        layout.addWidget(self.heading)
        self.view, self.model = breakdown_table(self)
        layout.addWidget(self.view, 1)
        self.feeding = QLabel(self)
        self.feeding.setObjectName("forecast-feeding")
        self.feeding.setWordWrap(True)
        self.feeding.setFont(theme.font(12))
        layout.addWidget(self.feeding)
        self.after = QLabel(self)
        self.after.setWordWrap(True)
        self.after.setFont(theme.font(12, bold=True))
        layout.addWidget(self.after)
        self.unknown = QLabel(self)
        self.unknown.setObjectName("warning")
        self.unknown.setWordWrap(True)
        layout.addWidget(self.unknown)
        tunnels = QLabel(translate("forecast", "One more tunnel would change:"), self)
        tunnels.setFont(theme.font(12, bold=True))
        tunnels.setWordWrap(True)
        layout.addWidget(tunnels)
        self.tunnels = QLabel(self)
        self.tunnels.setObjectName("forecast-tunnels")
        self.tunnels.setWordWrap(True)
        self.tunnels.setFont(theme.font(11))
        self.tunnels.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.tunnels)

    def show_forecast(self, state: GameState, result: Forecast, library: CardLibrary) -> None:
        """Show one player's forecast and what-ifs."""
        self.heading.setText(
            translate("forecast", "If production ran now, {0} would get:").format(result.name)
        )
        rows, bold = produced_rows(result.produced)
        self.model.set_rows(rows, bold)
        self.feeding.setText(feeding_words(result.fed))
        self.after.setText(
            translate("forecast", "After production and feeding: {0}; score: {1}").format(
                words.bundle(result.resources), result.points
            )
        )
        self.unknown.setText("\n".join("⚠ " + words.say(t) for t in result.unknown))
        self.unknown.setVisible(bool(result.unknown))
        self.tunnels.setText(what_ifs_text(state, result.player, library))


class ForecastDialog(QDialog):
    """The forecast of every player, one tab each (the current player's first shown)."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("forecast")
        self.setModal(False)
        self.controller = controller
        self.setWindowTitle(translate("forecast", "Production forecast"))
        self.resize(760, 720)
        layout = QVBoxLayout(self)
        note = QLabel(
            translate(
                "forecast",
                "Production runs after rounds 4, 7 and 10. Only connected things produce; "
                "then each connected city eats 1 kelp, else 1 biomatter, else costs 3 points.",
            ),
            self,
        )
        note.setObjectName("muted")
        note.setWordWrap(True)
        layout.addWidget(note)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("forecast-tabs")
        layout.addWidget(self.tabs, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.pages: list[PlayerPage] = []
        controller.changed.connect(self._changed)
        self.refresh(follow=True)

    def _changed(self, change: Change) -> None:
        if self.isVisible():
            self.refresh(follow=change.touches(C.TURN | C.PHASE))

    def refresh(self, follow: bool = False) -> None:
        """Ask the engine again."""
        state = self.controller.state
        while len(self.pages) < state.player_count:
            page = PlayerPage(self.tabs)
            self.tabs.addTab(page, "")
            self.pages.append(page)
        library = library_of(self.controller.game)
        results = forecast(state, library)
        for index, (result, page) in enumerate(zip(results, self.pages, strict=False)):
            self.tabs.setTabText(index, result.name)
            page.show_forecast(state, result, library)
        if follow and state.current_player is not None:
            self.tabs.setCurrentIndex(state.current_player)
