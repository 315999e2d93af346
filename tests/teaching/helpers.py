"""A table for the teaching tests: a real game whose every command is run through
the Underwater Cities detectors.

Set-up uses ``adjust`` (the table's correction command), which never teaches.
Board site ids follow the provisional 3x3 layout: city sites ``c11``..``c33``
(start city ``c33``), tunnel sites ``t_<end>_<end>``, building sites
``b_<city>_<n>``.
"""

from __future__ import annotations

from typing import Any

from companion.core.session import Session
from companion.games.underwater_cities.actions import BuildPart
from companion.games.underwater_cities.model import RESOURCE_NAMES
from companion.games.underwater_cities.queries import slot_options
from companion.games.underwater_cities.ruleset import RULESET
from companion.games.underwater_cities.slots import slot_action
from companion.games.underwater_cities.state import GameState
from companion.teaching import LessonHit, teacher

UC = teacher("underwater_cities")

NAMES = ("Anna", "Ben", "Cleo", "Dan")
COLOURS = ("green", "red", "yellow")


class Table:
    """A game of ``players`` seats (seat order = play order unless ``order`` says
    otherwise) and the lessons each command brought up, in ``log``."""

    def __init__(self, players: int = 2, *, order: tuple[int, ...] | None = None) -> None:
        self.session = Session(RULESET)
        self.log: list[tuple[dict[str, Any], list[LessonHit]]] = []
        seats: list[dict[str, Any]] = [
            {"name": NAMES[i], "colour": NAMES[i].lower()} for i in range(players)
        ]
        if players > 1:
            for seat, entry in enumerate(seats):
                entry["board"] = seat + 1
        self.run(
            {
                "type": "setup_game",
                "players": seats,
                "seed": 7,
                "play_order": list(order if order is not None else range(players)),
            }
        )

    @property
    def state(self) -> GameState:
        """The current state."""
        state: GameState = self.session.state
        return state

    @property
    def current(self) -> int:
        """The seat whose turn it is."""
        assert self.state.turn is not None
        return self.state.turn.player

    def run(self, command: dict[str, Any]) -> list[LessonHit]:
        """Execute ``command``; the lessons it brought up."""
        before = self.session.state
        hits = UC.detect(before, self.session.execute(command))
        self.log.append((command, hits))
        return hits

    def do(self, kind: str, /, player: int | None = None, **fields: Any) -> list[LessonHit]:
        """A command of ``kind`` for the current player (or ``player``)."""
        who = self.current if player is None else player
        return self.run({"type": kind, "player": who, **fields})

    def adjust(self, player: int, **fields: Any) -> list[LessonHit]:
        """A correction by hand (test set-up)."""
        return self.do("adjust", player=player, reason="test setup", **fields)

    def set_resources(self, player: int, **amounts: int) -> None:
        """Correct ``player``'s resources to exactly ``amounts`` (others to 0)."""
        have = self.state.players[player].resources
        delta = {n: amounts.get(n, 0) - getattr(have, n) for n in RESOURCE_NAMES}
        if any(delta.values()):
            self.adjust(player, resources=delta)

    def coloured_slot(self, *, builds: str | None = None) -> tuple[str, str]:
        """(slot, colour) of an available coloured slot for the current player
        (``builds``: one whose action builds that kind)."""
        for option in slot_options(self.state, self.current):
            if not option.available or option.colour is None:
                continue
            parts = [p for o in slot_action(option.slot).options for p in o]
            if builds is None or any(
                isinstance(p, BuildPart) and builds in p.kinds and not p.upgrade for p in parts
            ):
                return option.slot, option.colour
        raise AssertionError("no such slot available")

    def place(self, *, match: bool = True, **card: Any) -> list[LessonHit]:
        """The current player takes an available coloured slot with a card of its colour
        (``match``) or of another colour; ``card`` adds to the card's description."""
        slot, colour = self.coloured_slot()
        if not match:
            colour = next(c for c in COLOURS if c != colour)
        return self.do("place", slot=slot, card={"colour": colour, "type": "instant", **card})

    def open_card(self) -> None:
        """The current player plays a matched card the companion does not know and
        resolves it: the table may then record any step (build, advance...) for free."""
        self.place()
        self.do("resolve_card")

    def build(self, site: str, kind: str, cost: str = "free") -> list[LessonHit]:
        """The current player builds ``kind`` on ``site`` within the open effect."""
        return self.do("build", site=site, kind=kind, cost=cost)

    def pass_turn(self) -> None:
        """The current player takes the always-available slot and ends the turn."""
        me = self.state.players[self.current]
        if me.hand > me.hand_limit:
            self.do("discard", count=me.hand - me.hand_limit)
        self.do("place", slot="always", card={"colour": "green", "type": "instant"})
        self.do("end_turn")

    def pass_until_production(self) -> None:
        """Pass every turn until the production phase."""
        while self.state.phase == "play":
            self.pass_turn()

    def finish_round(self) -> None:
        """Pass the rest of the current round."""
        start = self.state.round
        while self.state.round == start and self.state.phase == "play":
            self.pass_turn()

    def fired(self, lesson: str) -> list[tuple[dict[str, Any], LessonHit]]:
        """Every time ``lesson`` came up so far: (command, hit)."""
        return [(c, h) for c, hits in self.log for h in hits if h.lesson == lesson]


def ids(hits: list[LessonHit]) -> list[str]:
    """The lesson ids of ``hits``, without the game prefix."""
    return [hit.lesson.removeprefix("underwater_cities.") for hit in hits]


def lesson(name: str) -> str:
    """The full id of an Underwater Cities lesson."""
    return f"underwater_cities.{name}"
