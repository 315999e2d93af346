"""A random but legal player: drives whole games through ``Session.execute``.

Used to generate golden playthroughs and demo games, by property tests and by
benchmarks (OpenSpiel-style conformance: random play must never break a rule).
Every command it chooses is one of :func:`~.options.legal_options` (a played
card sometimes gets a number too: a fact only the table knows).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any, Protocol

from companion.core.errors import CompanionError
from companion.core.model import Command as BaseCommand
from companion.core.session import Session
from companion.games.underwater_cities.cards import known_card
from companion.games.underwater_cities.commands import (
    Advance,
    Build,
    Discard,
    DiscardActionCard,
    EndTurn,
    Finish,
    Gain,
    Place,
    Resolve,
    TakeSpecial,
    Upgrade,
    UseActionCard,
)
from companion.games.underwater_cities.decide import decide
from companion.games.underwater_cities.options import legal_options
from companion.games.underwater_cities.ruleset import RULESET
from companion.games.underwater_cities.slots import ALWAYS, slot_colour
from companion.games.underwater_cities.state import Frame, GameState

Command = dict[str, Any]


class Table(Protocol):
    """What the random player reads: a :class:`Session` or a stored game."""

    @property
    def state(self) -> Any: ...

    @property
    def data(self) -> Any: ...


def as_data(command: BaseCommand) -> Command:
    """A typed command as the plain data a table sends (defaults left out)."""
    kind = command.model_dump(mode="json", include={"type"})["type"]
    return {"type": kind, **command.model_dump(mode="json", exclude_defaults=True)}


def _of(options: list[BaseCommand], *kinds: type[BaseCommand]) -> list[Any]:
    return [option for option in options if isinstance(option, kinds)]


_STEPS = (Build, Upgrade, Gain, Advance, UseActionCard, TakeSpecial)


def _named(rng: random.Random, place: Place) -> Place:
    """Sometimes the table names the card it played (a number whose card has no condition)."""
    number = rng.randint(1, 198)
    known = known_card(number)
    if place.card is None or rng.random() >= 0.3 or (known is not None and known.requires):
        return place
    return place.model_copy(update={"card": place.card.model_copy(update={"number": number})})


def _place(state: GameState, rng: random.Random, places: list[Place]) -> Place:
    """A slot (the always-available one less often; cloning sometimes), then a card:
    half the time of the slot's colour."""
    clones = sorted({p.slot for p in places if p.clone})
    slots = sorted({p.slot for p in places if not p.clone}, key=lambda s: (s == ALWAYS, s))
    if clones and (not slots or rng.random() < 0.3):
        slot, clone = rng.choice(clones), True
    else:
        weights = [0.2 if s == ALWAYS else 1.0 for s in slots]
        slot, clone = rng.choices(slots, weights)[0], False
    here = [p for p in places if p.slot == slot and p.clone == clone]
    colour = slot_colour(state, slot)
    matching = [p for p in here if p.card is not None and p.card.colour == colour]
    if matching and rng.random() < 0.5:
        here = matching
    return _named(rng, rng.choice(here))


def _in_effect(rng: random.Random, frame: Frame, options: list[BaseCommand]) -> BaseCommand:
    """A random step in the effect ``frame`` (or finishing it)."""
    finish: BaseCommand = _of(options, Finish)[0]
    if frame.freeform:
        gains: list[BaseCommand] = _of(options, Gain)
        return rng.choice(gains) if gains and rng.random() < 0.5 else finish
    steps = _of(options, *_STEPS)
    if not steps or rng.random() < 0.1:
        return finish
    chosen: BaseCommand = rng.choice(steps)
    return chosen


def play_turn(session: Table, rng: random.Random) -> Iterator[Command]:
    """Commands for whatever the table must do next (one turn, or one phase step),
    each chosen from :func:`~.options.legal_options`."""
    state: GameState = session.state
    if state.phase == "production":
        yield as_data(rng.choice(legal_options(state, None, session.data)))
        return
    if state.phase == "era_keep":
        for index in range(state.player_count):
            discards = _of(legal_options(state, index, session.data), Discard)
            if discards:
                yield as_data(max(discards, key=lambda d: d.count))
        return
    if state.phase == "finished" or state.turn is None:
        return
    player = state.turn.player
    reveal = legal_options(state, None, session.data)
    if reveal:
        yield as_data(rng.choice(reveal))
    discards = _of(legal_options(session.state, player, session.data), Discard)
    if discards:
        yield as_data(max(discards, key=lambda d: d.count))
    place = _place(
        session.state, rng, _of(legal_options(session.state, player, session.data), Place)
    )
    try:  # a number the library knows can make the slot unusable (its card does nothing now)
        decide(session.state, place, session.data)
    except CompanionError:
        if place.card is not None:
            unnamed = place.card.model_copy(update={"number": None})
            place = place.model_copy(update={"card": unnamed})
    yield as_data(place)
    sides = ["card", "slot"] if rng.random() < 0.3 else ["slot", "card"]
    while True:
        state = session.state
        turn = state.turn
        assert turn is not None
        options = legal_options(state, player, session.data)
        if turn.pending_action_discard:
            yield as_data(rng.choice(_of(options, DiscardActionCard)))
        elif turn.stack:
            yield as_data(_in_effect(rng, turn.stack[-1], options))
        elif sides and sides[0] == "card":
            sides.pop(0)
            resolves = _of(options, Resolve)
            if resolves:
                yield as_data(max(resolves, key=lambda r: r.pay_special))
        elif sides and sides[0] == "slot":
            sides.pop(0)
            steps = _of(options, *_STEPS) if not turn.slot_done else []
            if steps:
                yield as_data(rng.choice(steps))
        else:
            yield as_data(EndTurn(player=player))
            return


def play_game(setup: Command, seed: int, *, until_round: int | None = None) -> Session:
    """Play a whole game (or up to the start of ``until_round``) at random."""
    rng = random.Random(seed)
    session = Session(RULESET)
    session.execute(setup)
    while session.state.phase != "finished":
        if until_round is not None and session.state.round >= until_round:
            break
        for command in play_turn(session, rng):
            session.execute(command)
    return session
