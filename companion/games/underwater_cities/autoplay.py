"""A random but legal player: drives whole games through ``Session.execute``.

Used to generate golden playthroughs and demo games, by property tests and by
benchmarks (OpenSpiel-style conformance: random play must never break a rule).
Every command it chooses is built from the engine's own legal-option queries.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from companion.core.session import Session
from companion.games.underwater_cities.actions import (
    ActionCardPart,
    BuildPart,
    FederationPart,
    GainDifferentPart,
    GainPart,
    SpecialCardPart,
    UpgradePart,
)
from companion.games.underwater_cities.building import upgradable_sites
from companion.games.underwater_cities.cards import known_card
from companion.games.underwater_cities.frames import open_parts
from companion.games.underwater_cities.model import COLOURS, Resources
from companion.games.underwater_cities.queries import build_choices, slot_options
from companion.games.underwater_cities.ruleset import RULESET
from companion.games.underwater_cities.state import Frame, GameState
from companion.games.underwater_cities.turn import slot_colour, slot_frame

Command = dict[str, Any]
CARD_TYPES = ("instant", "permanent", "action", "production", "end_scoring")


def _step_choices(state: GameState, player: int, frame: Frame) -> list[Command]:
    """Every concrete step the open parts of ``frame`` allow now."""
    me = state.players[player]
    choices: list[Command] = []
    for progress in open_parts(frame):
        part = progress.part
        if isinstance(part, BuildPart):
            choices += [
                {
                    "type": "build",
                    "player": player,
                    "site": site,
                    "kind": kind,
                    "upgrade": part.upgrade,
                }
                for kind, site in build_choices(state, player, part.kinds, upgrade=part.upgrade)
            ]
        elif isinstance(part, UpgradePart) and me.resources.science >= 1:
            choices += [
                {"type": "upgrade", "player": player, "site": s} for s in upgradable_sites(me)
            ]
        elif isinstance(part, GainPart):
            choices.append(
                {
                    "type": "gain",
                    "player": player,
                    "resources": part.resources.model_dump(),
                    "cards": part.cards,
                    "points": part.points,
                }
            )
        elif isinstance(part, GainDifferentPart):
            choices += [
                {"type": "gain", "player": player, "resources": {name: 1}}
                for name in part.choices
                if name not in progress.chosen
            ]
        elif isinstance(part, ActionCardPart):
            choices += [
                {"type": "use_action_card", "player": player, "card": c.id}
                for c in me.action_cards
                if not c.used
            ]
        elif isinstance(part, SpecialCardPart):
            choices.append({"type": "take_special", "player": player, "source": "deck"})
        elif isinstance(part, FederationPart):
            choices.append({"type": "advance", "player": player, "steps": progress.left})
    return choices


def _card(rng: random.Random, colour: str | None) -> Command:
    chosen = colour if colour is not None and rng.random() < 0.5 else rng.choice(COLOURS)
    card: Command = {"colour": chosen, "type": rng.choice(CARD_TYPES)}
    number = rng.randint(1, 198)
    known = known_card(number)
    if rng.random() < 0.3 and (known is None or known.requires is None):
        card["number"] = number
    return card


def _next_in_effect(state: GameState, rng: random.Random, player: int, frame: Frame) -> Command:
    """A random step in the effect ``frame`` (or finishing it)."""
    if frame.freeform:
        if rng.random() < 0.5:
            return {"type": "gain", "player": player, "resources": {"credits": 1}}
        return {"type": "finish", "player": player}
    choices = _step_choices(state, player, frame)
    if not choices or rng.random() < 0.1:
        return {"type": "finish", "player": player}
    return rng.choice(choices)


def play_turn(session: Session, rng: random.Random) -> Iterator[Command]:
    """Commands for whatever the table must do next (one turn, or one phase step)."""
    state: GameState = session.state
    if state.phase == "production":
        yield {"type": "run_production"}
        return
    if state.phase == "era_keep":
        for index, p in enumerate(state.players):
            if p.hand > p.hand_limit:
                yield {"type": "discard", "player": index, "count": p.hand - p.hand_limit}
        return
    if state.phase == "finished" or state.turn is None:
        return
    player = state.turn.player
    if state.solo_extra_blocker == "?":
        yield {"type": "solo_reveal", "number": rng.randint(1, 198)}
    me = session.state.players[player]
    if me.hand > me.hand_limit:
        yield {"type": "discard", "player": player, "count": me.hand - me.hand_limit}
    options = slot_options(session.state, player)
    open_slots = [o.slot for o in options if o.available]
    clones = [o.slot for o in options if o.clone_only]
    place: Command = {"type": "place", "player": player}
    if clones and rng.random() < 0.3:
        place.update(slot=rng.choice(clones), clone=True)
    else:
        weights = [0.2 if s == "always" else 1.0 for s in open_slots]
        place["slot"] = rng.choices(open_slots, weights)[0]
    if session.state.players[player].hand > 0:
        place["card"] = _card(rng, slot_colour(session.state, place["slot"]))
    yield place
    sides = ["card", "slot"] if rng.random() < 0.3 else ["slot", "card"]
    while True:
        state = session.state
        turn = state.turn
        assert turn is not None
        if turn.pending_action_discard:
            card = rng.choice(state.players[player].action_cards)
            use_now = not card.used and rng.random() < 0.5
            yield {
                "type": "discard_action_card",
                "player": player,
                "card": card.id,
                "use_now": use_now,
            }
        elif turn.stack:
            yield _next_in_effect(state, rng, player, turn.stack[-1])
        elif sides and sides[0] == "card":
            sides.pop(0)
            if turn.matched and not turn.card_done:
                assert turn.card is not None
                pay = turn.card.special_cost is not None
                yield {"type": "resolve_card", "player": player, "pay_special": pay}
        elif sides and sides[0] == "slot":
            sides.pop(0)
            choices = _step_choices(state, player, slot_frame(turn))
            if choices:
                yield rng.choice(choices)
        else:
            yield {"type": "end_turn", "player": player}
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


def total_resources(state: GameState) -> Resources:
    """All resources on the table (a quick invariant check)."""
    total = Resources()
    for p in state.players:
        total = total + p.resources
    return total
