"""Production worked out ahead of the tap that ends an era.

The engine's states are immutable: a player's forecast, the lines the table must
settle and what one more tunnel would change depend only on the parts of that
player's state that produce and feed (:data:`PRODUCING`), the card library and
the table's answers. :class:`ProductionAhead` keeps them per seat, keyed by those
objects (the same object, or an equal one: a tap that changes none of them keeps
them), and the production panel works them out one seat at a time in idle time
during an era's last round, for the state the era's last tap will lead to once it
is known, so that tap only shows them.
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.games.underwater_cities.library import CardLibrary
from companion.games.underwater_cities.players import board_of
from companion.games.underwater_cities.production import (
    Decisions,
    Forecast,
    Settled,
    Unsettled,
    forecast_player,
    unsettled,
)
from companion.games.underwater_cities.state import GameState, PlayerState
from companion.games.underwater_cities.teaching import TunnelWhatIf, tunnel_what_ifs

PRODUCING = ("board", "layout", "built", "metropolises", "tableau", "paid_specials", "resources")
"""The fields of a player's state that production and feeding read (the forecast's
``points`` and ``name`` are read from the player shown, never kept)."""


def _producing(player: PlayerState) -> tuple[object, ...]:
    return tuple(getattr(player, name) for name in PRODUCING)


def _same(known: tuple[object, ...], player: PlayerState) -> bool:
    """The same parts (the engine's states share what a tap left alone), or equal ones
    (a state worked out ahead, then played)."""
    return all(a is b or a == b for a, b in zip(known, _producing(player), strict=True))


@dataclass(frozen=True)
class _Seat:
    """What one seat's production gives, for one player state and library."""

    producing: tuple[object, ...]
    library: CardLibrary
    open_lines: tuple[Unsettled, ...]
    what_ifs: tuple[TunnelWhatIf, ...]
    forecasts: dict[tuple[str, int, tuple[tuple[str, str], ...]], Forecast]
    """The forecast per name, points and decisions (nothing settled by the table yet)."""


def _decided(decisions: Decisions | None) -> tuple[tuple[str, str], ...]:
    return tuple(sorted((decisions or {}).items()))


class ProductionAhead:
    """Each seat's production, worked out once per player state."""

    def __init__(self) -> None:
        self._seats: dict[int, _Seat] = {}
        self.computed = 0
        """How many seats were worked out (for tests: a tap that only shows, adds none)."""

    def _seat(self, state: GameState, seat: int, library: CardLibrary) -> _Seat:
        player = state.players[seat]
        known = self._seats.get(seat)
        if known is not None and known.library is library and _same(known.producing, player):
            return known
        board = board_of(state, seat)
        self.computed += 1
        known = _Seat(
            producing=_producing(player),
            library=library,
            open_lines=unsettled(player, board, library),
            what_ifs=tunnel_what_ifs(state, seat, library),
            forecasts={},
        )
        self._seats[seat] = known
        return known

    def open_lines(
        self, state: GameState, seat: int, library: CardLibrary
    ) -> tuple[Unsettled, ...]:
        """The lines of ``seat`` the table must settle (or skip)."""
        return self._seat(state, seat, library).open_lines

    def what_ifs(
        self, state: GameState, seat: int, library: CardLibrary
    ) -> tuple[TunnelWhatIf, ...]:
        """What one more tunnel would change for ``seat``, the most useful first."""
        return self._seat(state, seat, library).what_ifs

    def forecast(
        self,
        state: GameState,
        seat: int,
        library: CardLibrary,
        decisions: Decisions | None = None,
        settled: Settled | None = None,
    ) -> Forecast:
        """The engine's forecast for ``seat`` (kept when the table settled nothing)."""
        if settled:
            return forecast_player(
                seat, state.players[seat], board_of(state, seat), library, decisions, settled
            )
        known = self._seat(state, seat, library)
        player = state.players[seat]
        key = (player.name, player.points, _decided(decisions))
        found = known.forecasts.get(key)
        if found is None:
            found = forecast_player(seat, player, board_of(state, seat), library, decisions)
            known.forecasts[key] = found
        return found

    def stale(self, state: GameState, library: CardLibrary) -> list[int]:
        """The seats not worked out for ``state`` yet."""
        return [
            seat
            for seat, player in enumerate(state.players)
            if (known := self._seats.get(seat)) is None
            or known.library is not library
            or not _same(known.producing, player)
        ]
