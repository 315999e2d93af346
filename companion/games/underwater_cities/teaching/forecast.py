"""What one more tunnel would change: the production forecast with each legal
tunnel site built, against the forecast as the board stands.

Pure, and only the engine's own answers: the legal tunnel sites come from
:func:`legal_sites`, production and feeding from :func:`forecast_player`, what
is connected from :func:`compute_network`. The tunnel's cost, the supply and
whose turn it is are left out: this is what the network would do, not a move.
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.games.underwater_cities.building import legal_sites
from companion.games.underwater_cities.library import CardLibrary
from companion.games.underwater_cities.model import BuiltItem, Resources
from companion.games.underwater_cities.network import compute_network
from companion.games.underwater_cities.players import board_of, player_of
from companion.games.underwater_cities.production import Forecast, forecast_player
from companion.games.underwater_cities.state import GameState


@dataclass(frozen=True)
class TunnelWhatIf:
    """One legal tunnel site and what building a tunnel there would change.

    ``resources`` and ``points`` are the differences in what the player would
    have after production and feeding; ``produced`` the difference in
    production alone. ``connects`` names the cities and ``metropolises`` the
    metropolis spaces the tunnel would newly connect; ``fed_cities`` is the
    change in the number of cities to feed and ``unfed`` in those left unfed.
    """

    site: str
    resources: Resources
    points: int
    produced: Resources
    produced_points: int
    connects: tuple[str, ...]
    metropolises: tuple[str, ...]
    fed_cities: int
    unfed: int

    @property
    def changes_nothing(self) -> bool:
        """True when the tunnel would change neither production nor feeding."""
        return (
            self.resources.is_zero()
            and self.points == 0
            and not self.connects
            and not self.metropolises
        )


def _unfed(result: Forecast) -> int:
    fed = result.fed
    return fed.cities - fed.kelp - fed.biomatter


def tunnel_what_ifs(
    state: GameState, player: int, library: CardLibrary
) -> tuple[TunnelWhatIf, ...]:
    """For each site where ``player`` could build a tunnel now, what production and
    feeding would give with it, compared with the board as it stands; the most
    useful first (points, then resources gained, then newly connected cities)."""
    me = player_of(state, player)
    board = board_of(state, player)
    base = forecast_player(player, me, board, library)
    network = compute_network(board, me.built)
    results = []
    for site in legal_sites(state, player, "tunnel"):
        built = {**me.built, site: BuiltItem(kind="tunnel")}
        with_tunnel = me.model_copy(update={"built": built})
        after = forecast_player(player, with_tunnel, board, library)
        joined = compute_network(board, built)
        results.append(
            TunnelWhatIf(
                site=site,
                resources=after.resources - base.resources,
                points=after.points - base.points,
                produced=after.produced.resources - base.produced.resources,
                produced_points=after.produced.points - base.produced.points,
                connects=tuple(sorted(joined.connected_cities - network.connected_cities)),
                metropolises=tuple(
                    sorted(joined.connected_metropolises - network.connected_metropolises)
                ),
                fed_cities=after.fed.cities - base.fed.cities,
                unfed=_unfed(after) - _unfed(base),
            )
        )
    results.sort(
        key=lambda w: (-w.points, -sum(v for _, v in w.resources.items()), -len(w.connects), w.site)
    )
    return tuple(results)
