"""Legal options: every command a player may give now, as typed commands.

On random states of random games, every option is accepted by ``decide``, and
the random player never plays a command outside the options (the number it
sometimes gives a played card is a fact only the table knows: the option's
card has none).
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.core.errors import CompanionError
from companion.core.model import Command
from companion.core.session import Session
from companion.games.underwater_cities.autoplay import play_turn
from companion.games.underwater_cities.commands import Place, RunProduction
from companion.games.underwater_cities.library import builtin_library
from companion.games.underwater_cities.options import legal_options
from companion.games.underwater_cities.plugin import PLUGIN
from companion.games.underwater_cities.ruleset import RULESET

COLOURS = ("orange", "blue", "green", "purple")


def new_session(players: int, seed: int, asymmetric: bool = False) -> Session:
    session = Session(RULESET)
    session.execute(
        {
            "type": "setup_game",
            "players": [{"name": f"P{i}", "colour": COLOURS[i]} for i in range(players)],
            "seed": seed,
            "board_side": "asymmetric" if asymmetric or players == 1 else "standard",
        }
    )
    return session


def as_option(command: Command) -> Command:
    """The option a command is: a played card without the number the table added."""
    if isinstance(command, Place) and command.card is not None:
        return command.model_copy(update={"card": command.card.model_copy(update={"number": None})})
    return command


def actor(command: Command) -> int | None:
    player: Any = getattr(command, "player", None)
    return player if isinstance(player, int) else None


def check_options(session: Session) -> int:
    """Every option of every seat (and of the table) is accepted by ``decide``."""
    checked = 0
    for who in (None, *range(session.state.player_count)):
        for option in legal_options(session.state, who, session.data):
            try:
                session.decide(option)
            except CompanionError as error:
                raise AssertionError(f"{option!r} refused: {error.message}") from None
            checked += 1
    return checked


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(1, 4),
    seed=st.integers(0, 10_000),
    asymmetric=st.booleans(),
    every=st.integers(3, 9),
)
def test_every_option_is_accepted_and_autoplay_plays_only_options(
    players: int, seed: int, asymmetric: bool, every: int
) -> None:
    session = new_session(players, seed, asymmetric)
    rng = random.Random(seed)
    moves = 0
    checked = 0
    while session.state.phase != "finished":
        for data in play_turn(session, rng):
            command = RULESET.parse_command(data)
            options = legal_options(session.state, actor(command), session.data)
            assert as_option(command) in options, f"autoplay played {command!r}"
            if moves % every == 0:
                checked += check_options(session)
            session.execute(command)
            moves += 1
    assert checked > 0
    assert all(legal_options(session.state, who, session.data) == [] for who in (None, 0))


def test_before_setup_and_after_the_end_there_is_nothing_to_do() -> None:
    library = builtin_library()
    assert legal_options(None, None, library) == []
    assert legal_options(None, 0, library) == []


def test_production_is_the_tables_command() -> None:
    """After rounds 4, 7 and 10 the table runs production (players give nothing)."""
    session = new_session(2, 3)
    rng = random.Random(3)
    while session.state.phase != "production":
        for data in play_turn(session, rng):
            session.execute(data)
    options = legal_options(session.state, None, session.data)
    assert options[0].decisions == {}
    assert options[0].settle is not None  # unsettled lines are skipped, never left to 0
    assert all(isinstance(option, RunProduction) for option in options)
    assert legal_options(session.state, 0, session.data) == []
    assert check_options(session) == len(options)


def test_the_plugin_offers_the_same_options() -> None:
    session = new_session(2, 5)
    seat = session.state.turn.player
    assert list(PLUGIN.legal_options(session.state, seat, session.data)) == legal_options(
        session.state, seat, session.data
    )
    places = [o for o in legal_options(session.state, seat, session.data) if isinstance(o, Place)]
    assert places and all(p.card is not None and p.card.number is None for p in places)
    assert {(p.card.colour, p.card.type) for p in places if p.card is not None} == {
        (colour, kind)
        for colour in ("green", "red", "yellow")
        for kind in ("instant", "permanent", "action", "production", "end_scoring")
    }


def test_repeated_steps_are_offered_once_in_order() -> None:
    """Two parts of an effect may offer the same step: it is offered once, first where
    it came first (equal steps, other objects)."""
    from companion.games.underwater_cities.commands import Advance, Build, Gain
    from companion.games.underwater_cities.model import Resources
    from companion.games.underwater_cities.options import _unique

    farm = Build(player=0, site="b_c33_1", kind="farm")
    kelp = Gain(player=0, resources=Resources(kelp=1))
    steps = [
        farm,
        kelp,
        Build(player=0, site="b_c33_1", kind="farm"),
        Build(player=0, site="b_c33_2", kind="farm"),
        Advance.model_construct(player=0, steps=1),
        Gain(player=0, resources=Resources(kelp=1)),
        Advance(player=0, steps=1),
    ]
    unique = _unique(steps)
    assert unique == [farm, kelp, steps[3], steps[4]]
    assert unique[0] is farm and unique[1] is kelp
