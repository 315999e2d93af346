"""A table for the Otys rule tests: a fixed setup, state edits, commands in short."""

from __future__ import annotations

from typing import Any

from companion.core.model import Event
from companion.core.session import Session
from companion.games.otys.commands import (
    Act,
    ChooseKey,
    EndPhase,
    EndTurn,
    PlayerSetup,
    SetupGame,
)
from companion.games.otys.data import DIVERS, DiverKind
from companion.games.otys.library import load_data
from companion.games.otys.ruleset import RULESET
from companion.games.otys.state import (
    PLAYER_COLOURS,
    Contract,
    Diver,
    GameState,
    Resources,
    Sponsor,
    Token,
)

NAMES = ("Noemi", "Paola", "Lucia", "Roberto")
BATTERY = Token(front="battery", back="credits")
PRESTIGE = Token(front="prestige", back="prestige")
METAL_OR_FUEL = Token(front="resource", colours=("metal", "fuel"), back="credits")
ROBERTO = Contract(id="roberto", needs=Resources(metal=1, plant=2), prestige=3)
"""The contract of p. 8's example: 1 metal and 2 plants for 3 prestige."""


def setup_command(
    players: int = 2,
    *,
    divers: tuple[DiverKind, ...] = DIVERS,
    sponsors: tuple[tuple[int, str], ...] = (
        (1, "standard"),
        (2, "standard"),
        (3, "standard"),
        (4, "standard"),
        (5, "standard"),
    ),
    spy_variant: bool = False,
    public: tuple[Contract, ...] | None = None,
) -> SetupGame:
    """Every player lays ``divers`` (top to bottom: 3 at the surface, levels 1–5) and
    metal, plant, fuel, tech on zones 2–5; sponsor k on level k (standard); the
    emporium 2 metals, 1 plant, 1 fuel; battery tokens on the display."""
    contracts = public or tuple(
        Contract(id=f"c{n}", different=2, prestige=1) for n in range(1, 4 if players > 2 else 3)
    )
    return SetupGame(
        players=tuple(
            PlayerSetup(
                name=NAMES[seat],
                colour=PLAYER_COLOURS[seat],
                divers=divers,
                resources=("metal", "plant", "fuel", "tech"),
            )
            for seat in range(players)
        ),
        sponsors=tuple(Sponsor(tile=t, side=s) for t, s in sponsors),
        emporium=Resources(metal=2, plant=1, fuel=1),
        display=tuple((BATTERY, PRESTIGE) for _ in range(5)),
        public=contracts,
        board=load_data(()).board,
        spy_variant=spy_variant,
    )


def start(players: int = 2, **options: Any) -> Session:
    """A session set up with :func:`setup_command`."""
    session = Session(RULESET)
    session.execute(setup_command(players, **options))
    return session


def edit(session: Session, seat: int, **update: Any) -> None:
    """Change what player ``seat`` has (the table's position before a rule)."""
    state: GameState = session.state
    players = list(state.players)
    if "divers" in update:
        update["divers"] = tuple(
            d if isinstance(d, Diver) else Diver(kind=d) for d in update["divers"]
        )
    players[seat] = players[seat].model_copy(update=update)
    session.state = state.model_copy(update={"players": tuple(players)})


def colony(session: Session, **update: Any) -> None:
    """Change the colony (sponsors, display, emporium, public contracts...)."""
    session.state = session.state.model_copy(update=update)


def zones(*levels: dict[str, int]) -> tuple[Resources, ...]:
    """Dig zones 1–5 from dicts of cubes."""
    return tuple(Resources(**level) for level in levels)


def do(session: Session, *commands: Any) -> list[Event]:
    """Execute ``commands``; the events of all of them."""
    out: list[Event] = []
    for command in commands:
        out += session.execute(command).events
    return out


def to_phase_two(session: Session, seat: int, key: str, level: int | None = None) -> list[Event]:
    """Choose ``key`` and push the diver (no sponsor, no battery)."""
    return do(session, ChooseKey(player=seat, key=key, level=level), EndPhase(player=seat))


def act_and_end(session: Session, seat: int, action: Any) -> list[Event]:
    """The pushed diver's ``action``, then the end of the turn."""
    return do(session, Act(player=seat, action=action), EndTurn(player=seat))


def kinds(state: GameState, seat: int) -> list[str]:
    """``seat``'s divers top to bottom."""
    return [d.kind for d in state.players[seat].divers]


def types(events: list[Event]) -> list[str]:
    """The events' types in order."""
    return [getattr(e, "type", "") for e in events]
