"""What one more tunnel would change (the forecast's what-ifs, issue #7)."""

from __future__ import annotations

from companion.games.underwater_cities.building import legal_sites
from companion.games.underwater_cities.library import builtin_library
from companion.games.underwater_cities.model import Resources
from companion.games.underwater_cities.teaching import tunnel_what_ifs

from .helpers import Table

LIBRARY = builtin_library()


def test_one_what_if_per_legal_tunnel_site() -> None:
    table = Table(2)
    seat = table.current
    what_ifs = tunnel_what_ifs(table.state, seat, LIBRARY)
    assert sorted(w.site for w in what_ifs) == sorted(legal_sites(table.state, seat, "tunnel"))
    # A tunnel next to the start city produces 1 credit (German rulebook p. 15).
    for what_if in what_ifs:
        assert what_if.produced == Resources(credits=1)
        assert what_if.connects == ()
        assert not what_if.changes_nothing


def test_a_tunnel_that_connects_a_city_says_so_and_what_feeding_costs() -> None:
    table = Table(2)
    seat = table.current
    table.adjust(seat, site="c23", built="city")
    table.adjust(seat, points=10)
    table.set_resources(seat)  # no kelp, no biomatter: the new city goes unfed
    by_site = {w.site: w for w in tunnel_what_ifs(table.state, seat, LIBRARY)}
    joining = by_site["t_c23_c33"]
    assert joining.connects == ("c23",)
    assert joining.fed_cities == 1
    assert joining.unfed == 1
    # +1 credit from the tunnel; the unfed city costs 3 points (p. 16).
    assert joining.resources == Resources(credits=1)
    assert joining.points == -3
    other = by_site["t_c32_c33"]
    assert other.connects == () and other.points == 0
    # The most useful first: no loss of points beats a loss.
    assert next(iter(tunnel_what_ifs(table.state, seat, LIBRARY))).site == "t_c32_c33"


def test_the_state_is_not_changed() -> None:
    table = Table(2)
    seat = table.current
    before = table.state
    tunnel_what_ifs(before, seat, LIBRARY)
    assert table.state is before
    assert set(before.players[seat].built) == {"c33"}
