"""Setting up (pp. 4–5)."""

from __future__ import annotations

import pytest

from companion.core.errors import RuleViolation
from companion.core.session import Session
from companion.games.otys.commands import PlayerSetup
from companion.games.otys.plugin import PLUGIN
from companion.games.otys.ruleset import RULESET
from companion.games.otys.state import Resources
from tests.otys.table import setup_command, start


def test_each_research_sector_starts_as_page_4_says() -> None:
    """p. 4: keys 1–5 and the X-key on the board; mechanic and hacker at their start;
    the 8 divers unequipped in the order laid; one resource of each kind on zones 2–5;
    3 credits and 1 battery."""
    player = start(4).state.players[3]
    assert player.track == () and (player.hacker, player.mechanic) == (0, 0)
    assert [d.kind for d in player.divers][3] == "tech_expert"
    assert not any(d.equipped for d in player.divers)
    assert player.zones[0] == Resources()
    assert [z.total() for z in player.zones] == [0, 1, 1, 1, 1]
    assert {c for z in player.zones for c in ("metal", "plant", "fuel", "tech") if z.get(c)} == {
        "metal",
        "plant",
        "fuel",
        "tech",
    }
    assert (player.credits, player.batteries, player.prestige) == (3, 1, 0)


def test_the_colony_starts_as_page_5_says() -> None:
    """p. 5: the emporium's 2 + 1 + 1 cubes; 2 tokens per display level; 5 sponsors;
    the first player starts; 12 neutral X-keys in the pile; the bag holds the rest."""
    state = start(3).state
    assert sorted(state.emporium.get(c) for c in ("metal", "plant", "fuel", "tech")) == [
        0,
        1,
        1,
        2,
    ]
    assert state.turn.seat == 0 and state.turn.phase == 0
    assert state.neutral_supply() == 12
    assert state.bag() == 22
    assert PLUGIN.actors(state) == (0,)


def test_the_emporium_starts_with_two_one_and_one_p5() -> None:
    """p. 5: 2 cubes of one kind and 1 each of two others, top-down."""
    command = setup_command(2).model_copy(update={"emporium": Resources(metal=2, plant=2)})
    with pytest.raises(RuleViolation) as refused:
        Session(RULESET).execute(command)
    assert refused.value.code == "otys.setup.emporium"


def test_divers_resources_and_contracts_are_checked_p4_p5() -> None:
    """p. 4: 8 different divers, one resource of each kind; p. 5: 2 public contracts with
    2 players, all different; each player their own colour."""
    command = setup_command(2)
    seat = command.players[0]
    twice = seat.model_copy(update={"divers": (*seat.divers[:7], seat.divers[0])})
    bad = [
        command.model_copy(update={"players": (twice, command.players[1])}),
        command.model_copy(
            update={
                "players": (
                    seat.model_copy(update={"resources": ("metal", "metal", "fuel", "tech")}),
                    command.players[1],
                )
            }
        ),
        command.model_copy(update={"public": (command.public[0], command.public[0])}),
        command.model_copy(update={"public": (*command.public, command.public[0])}),
        command.model_copy(update={"players": (seat, seat)}),
    ]
    codes = []
    for setup in bad:
        with pytest.raises(RuleViolation) as refused:
            Session(RULESET).execute(setup)
        codes.append(refused.value.code)
    assert codes == [
        "otys.setup.divers",
        "otys.setup.resources",
        "otys.setup.public_twice",
        "otys.setup.public",
        "otys.setup.colours",
    ]
    assert isinstance(seat, PlayerSetup)


def test_the_example_setup_draws_sides_and_the_variant_by_seed() -> None:
    """p. 9: standard sides for first games, random sides later; p. 11: the variant."""
    standard = PLUGIN.example_setup(2, 2)
    assert {s.side for s in standard.sponsors} == {"standard"}
    assert PLUGIN.example_setup(3, 3).spy_variant
