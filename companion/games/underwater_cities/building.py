"""Building, upgrading and site bonuses (rulebook pp. 10–11, German p. 18)."""

from __future__ import annotations

from companion.core.model import Event
from companion.games.underwater_cities.board import BuildingSite, CitySite, PlayerBoard, TunnelSite
from companion.games.underwater_cities.card_rules import TriggerEvent
from companion.games.underwater_cities.commands import Build, Upgrade
from companion.games.underwater_cities.costs import (
    UPGRADE_COST,
    build_cost,
    is_valid_payment,
    payment_options,
)
from companion.games.underwater_cities.english import ENGLISH
from companion.games.underwater_cities.errors import illegal
from companion.games.underwater_cities.events import Built, MetropolisConnected, Upgraded
from companion.games.underwater_cities.memo import Memo
from companion.games.underwater_cities.model import BuiltItem, Resources
from companion.games.underwater_cities.network import (
    city_of_building,
    compute_network,
    legal_building_sites,
    legal_city_sites,
    legal_tunnel_sites,
)
from companion.games.underwater_cities.players import board_of, name, player_of
from companion.games.underwater_cities.state import Frame, GameState, PlayerState

_SITE_WORD = {"city": "city site", "tunnel": "tunnel site", "building": "building site"}


def site_type_for(kind: str) -> str:
    """The type of site a thing of ``kind`` stands on: 'city', 'tunnel' or 'building'."""
    if kind in ("city", "symbiotic_city"):
        return "city"
    return "tunnel" if kind == "tunnel" else "building"


def site_type(board: PlayerBoard, site: str) -> str | None:
    """'city', 'tunnel' or 'building' for a site id of this board; None if unknown."""
    if any(c.id == site for c in board.cities):
        return "city"
    if any(t.id == site for t in board.tunnels):
        return "tunnel"
    if any(b.id == site for b in board.buildings):
        return "building"
    return None


Site = CitySite | TunnelSite | BuildingSite

_SITES: Memo[dict[str, Site]] = Memo(16)
"""Each board's printed sites by id (boards are immutable)."""


def _sites_of(board: PlayerBoard) -> dict[str, Site]:
    entries: list[Site] = [*board.cities, *board.tunnels, *board.buildings]
    sites: dict[str, Site] = {}
    for entry in entries:
        sites.setdefault(entry.id, entry)  # the first of an id, as before
    return sites


def site_entry(board: PlayerBoard, site: str) -> Site | None:
    """The printed site with this id (None when the board has no such site)."""
    return _SITES.get(board, None, lambda: _sites_of(board)).get(site)


def surcharge_of(board: PlayerBoard, site: str) -> Resources:
    """The surcharge printed on a site (asymmetric boards)."""
    entry = site_entry(board, site)
    return entry.surcharge if entry is not None else Resources()


def legal_sites(
    state: GameState, player: int, kind: str, *, expansion: bool = False
) -> tuple[str, ...]:
    """Empty sites where ``player`` may build ``kind`` now (``expansion``: a card allows it)."""
    board = board_of(state, player)
    built = state.players[player].built
    if kind in ("city", "symbiotic_city"):
        return legal_city_sites(board, built)
    if kind == "tunnel":
        return legal_tunnel_sites(board, built)
    sites = legal_building_sites(board, built)
    if expansion:
        sites = sites + legal_building_sites(board, built, expansion=True)
    return sites


def check_supply(state: GameState, kind: str) -> None:
    """Raise when the supply has none of ``kind`` left (tunnels, domes)."""
    supply = state.supply
    if kind == "tunnel" and supply.tunnels <= 0:
        raise illegal("no_tunnels_left", "There are no tunnel tiles left in the supply.")
    if kind == "city" and supply.white_domes <= 0:
        raise illegal("no_white_domes_left", "All 17 nonsymbiotic (white) domes are in play.")
    if (
        kind == "symbiotic_city"
        and supply.symbiotic_domes is not None
        and supply.symbiotic_domes <= 0
    ):
        raise illegal(
            "no_symbiotic_domes_left",
            "There are no symbiotic (purple) domes left for this player count.",
        )


def validate_build(state: GameState, command: Build, frame: Frame) -> Resources:
    """Check a build and return the payment it takes."""
    player = player_of(state, command.player)
    board = board_of(state, command.player)
    who = name(state, command.player)
    kind_word = command.kind.replace("_", " ")
    where = site_type(board, command.site)
    if where is None:
        raise illegal(
            "unknown_site", f"{command.site} is not a site of {who}'s board.", site=command.site
        )
    wanted = site_type_for(command.kind)
    if where != wanted:
        raise illegal(
            "wrong_site_type",
            f"A {kind_word} goes on a {_SITE_WORD[wanted]}, "
            f"and {command.site} is a {_SITE_WORD[where]}.",
            site=command.site,
            kind=command.kind,
        )
    if command.site in player.built:
        raise illegal(
            "site_taken", f"{who} has already built on {command.site}.", site=command.site
        )
    check_supply(state, command.kind)
    if command.upgrade and command.kind in ("city", "symbiotic_city"):
        raise illegal("cities_not_upgraded", "Cities are never upgraded.")
    if not frame.freeform and command.cost != "usual":
        raise illegal(
            "usual_cost_only",
            f"{ENGLISH.render(frame.label)} builds at the usual cost: no discount or stated cost.",
            cost=command.cost,
        )
    expansion = any(b.id == command.site and b.expansion for b in board.buildings)
    if expansion and not frame.freeform:
        raise illegal(
            "expansion_needs_card",
            f"{who} may build on the expansion site {command.site} only with a card "
            "that allows it.",
            site=command.site,
        )
    if command.site not in legal_sites(state, command.player, command.kind, expansion=expansion):
        raise _illegal_site(who, command, board, player)
    cost = build_cost(command.kind, command.cost, command.amount, surcharge_of(board, command.site))
    fixed = UPGRADE_COST if command.upgrade else Resources()
    return choose_payment(
        who, cost, fixed, player.resources, command.payment, f"build a {kind_word}"
    )


def _illegal_site(who: str, command: Build, board: PlayerBoard, player: PlayerState) -> Exception:
    if command.kind == "tunnel":
        return illegal(
            "tunnel_not_connected",
            f"{who} cannot build a tunnel on {command.site}: it would not connect to "
            "the start city.",
            site=command.site,
        )
    if command.kind in ("city", "symbiotic_city"):
        return illegal(
            "city_not_adjacent",
            f"{who} cannot build a city on {command.site}: it is not next to one of "
            f"{who}'s cities.",
            site=command.site,
        )
    return illegal(
        "building_not_next_to_city",
        f"{who} cannot build on {command.site}: it is not next to a city or a city "
        "site where a city could be built now.",
        site=command.site,
    )


def choose_payment(
    who: str,
    cost: Resources,
    fixed: Resources,
    available: Resources,
    payment: Resources | None,
    what: str,
) -> Resources:
    """Validate a stated payment (biomatter substitutions allowed) or pick the cheapest."""
    if payment is None:
        options = payment_options(cost, available, fixed)
        if not options:
            raise illegal(
                "cannot_afford",
                f"{who} cannot afford to {what}: it costs {(cost + fixed).describe()}.",
                cost=(cost + fixed).model_dump(),
                what=what,
            )
        return options[0]
    if not is_valid_payment(cost, payment, fixed):
        raise illegal(
            "wrong_payment",
            f"{payment.describe()} does not pay {(cost + fixed).describe()} "
            "(biomatter may stand in only for kelp or steelplast of a build).",
            payment=payment.model_dump(),
            cost=(cost + fixed).model_dump(),
        )
    if not available.covers(payment):
        raise illegal(
            "cannot_afford",
            f"{who} cannot afford to {what}: it costs {payment.describe()}.",
            cost=payment.model_dump(),
            what=what,
        )
    return payment


def build_events(state: GameState, command: Build, payment: Resources) -> list[Event]:
    """The build and what it triggers at once (site bonus, second-building cards)."""
    from companion.games.underwater_cities.triggers import bonus_events, trigger_events

    events: list[Event] = [
        Built(
            player=command.player,
            site=command.site,
            kind=command.kind,
            upgraded=command.upgrade,
            payment=payment,
        )
    ]
    events += bonus_events(state, command.player, command.site)
    if command.kind == "tunnel":
        events += connected_events(state, command.player, command.site)
    if command.kind in ("laboratory", "desalination"):
        board = board_of(state, command.player)
        built = {**state.players[command.player].built, command.site: BuiltItem(kind=command.kind)}
        city = city_of_building(board, command.site)
        same = sum(
            1
            for site, item in built.items()
            if item.kind == command.kind and city_of_building(board, site) == city
        )
        if same == 2 and city in compute_network(board, built).connected_cities:
            on: TriggerEvent = (
                "second_laboratory" if command.kind == "laboratory" else "second_desalination"
            )
            events += trigger_events(state, command.player, on)
    events += _metropolis_triggers(state, command)
    return events


def _metropolis_triggers(state: GameState, command: Build) -> list[Event]:
    """A permanent card's gain for each metropolis the build newly connects
    ("whenever your network connects to a new metropolis", German p. 19)."""
    from companion.games.underwater_cities.triggers import trigger_events

    board = board_of(state, command.player)
    before = state.players[command.player].built
    after = {**before, command.site: BuiltItem(kind=command.kind)}
    new = compute_network(board, after).connected_metropolises - (
        compute_network(board, before).connected_metropolises
    )
    events: list[Event] = []
    for _ in new:
        events += trigger_events(state, command.player, "metropolis_connected")
    return events


def connected_events(state: GameState, player: int, tunnel: str) -> list[Event]:
    """The blue metropolises a tunnel built on ``tunnel`` connects: their instant
    effect is offered (German p. 14: "sobald sie mit deinem Netzwerk verbunden sind")."""
    board = board_of(state, player)
    owner = state.players[player]
    before = compute_network(board, owner.built).connected_metropolises
    after = compute_network(
        board, {**owner.built, tunnel: BuiltItem(kind="tunnel")}
    ).connected_metropolises
    return [
        MetropolisConnected(player=player, site=space.id, tile=owner.metropolises.get(space.id))
        for space in board.metropolises
        if space.colour == "blue" and space.id in after - before
    ]


def validate_upgrade(state: GameState, command: Upgrade, frame: Frame) -> Resources:
    """Check an upgrade and return its payment (1 science unless a card says otherwise)."""
    player = player_of(state, command.player)
    who = name(state, command.player)
    item = player.built.get(command.site)
    if item is None:
        raise illegal(
            "nothing_to_upgrade", f"{who} has nothing built on {command.site}.", site=command.site
        )
    if item.is_city:
        raise illegal("cities_not_upgraded", "Cities are never upgraded.")
    if item.upgraded:
        raise illegal(
            "already_upgraded",
            f"The structure on {command.site} is already upgraded.",
            site=command.site,
        )
    if command.payment is not None and not frame.freeform and command.payment != UPGRADE_COST:
        raise illegal("upgrade_costs_science", "An upgrade costs 1 science.")
    payment = command.payment or UPGRADE_COST
    if not player.resources.covers(payment):
        raise illegal(
            "cannot_afford",
            f"{who} cannot afford to upgrade: it costs {payment.describe()}.",
            cost=payment.model_dump(),
            what="upgrade",
        )
    return payment


def upgrade_events(command: Upgrade, payment: Resources) -> list[Event]:
    """The upgrade event."""
    return [Upgraded(player=command.player, site=command.site, payment=payment)]


def upgradable_sites(player: PlayerState) -> list[str]:
    """Sites with a structure that is not upgraded yet."""
    return [site for site, item in player.built.items() if not item.is_city and not item.upgraded]
