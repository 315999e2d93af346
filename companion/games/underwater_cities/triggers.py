"""Triggered effects: site bonuses, Federation bonuses and permanent cards.

They resolve at once, even in the middle of another effect (rulebook p. 8).
"""

from __future__ import annotations

from companion.core.model import Event
from companion.games.underwater_cities.building import site_entry
from companion.games.underwater_cities.cards import TriggerEvent, known_card
from companion.games.underwater_cities.events import Advanced, Gained
from companion.games.underwater_cities.federation import plan_advance
from companion.games.underwater_cities.model import msg
from companion.games.underwater_cities.state import GameState
from companion.games.underwater_cities.turn import board_of


def trigger_events(state: GameState, player: int, on: TriggerEvent | str) -> list[Event]:
    """Gains from the player's permanent cards that fire ``on`` this occasion."""
    events: list[Event] = []
    for card in state.players[player].tableau:
        known = known_card(card.number)
        if known is not None and known.trigger is not None and known.trigger.on == on:
            events.append(
                Gained(
                    player=player,
                    resources=known.trigger.gain,
                    automatic=True,
                    reason=msg("uc.reason.card", number=known.number, name=known.name),
                )
            )
    return events


def advance_events(state: GameState, player: int, steps: int, *, step: bool) -> list[Event]:
    """Advancing on the Federation track, with the bonuses of the spaces reached."""
    plan = plan_advance(state.federation.space[player], steps)
    events: list[Event] = [
        Advanced(player=player, steps=steps, to=plan.to, step=step, automatic=not step)
    ]
    if not plan.resources.is_zero() or plan.points:
        events.append(
            Gained(
                player=player,
                resources=plan.resources,
                points=plan.points,
                reason=msg("uc.reason.federation"),
                automatic=True,
            )
        )
    if 3 in plan.passed:
        events += trigger_events(state, player, "federation_space_3")
    return events


def bonus_events(state: GameState, player: int, site: str) -> list[Event]:
    """The bonus printed on a site, gained even when the site is unconnected."""
    entry = site_entry(board_of(state, player), site)
    bonus = entry.bonus if entry is not None else None
    if bonus is None:
        return []
    events: list[Event] = []
    if not bonus.resources.is_zero() or bonus.points:
        events.append(
            Gained(
                player=player,
                resources=bonus.resources,
                points=bonus.points,
                reason=msg("uc.reason.site_bonus", site=site),
                automatic=True,
            )
        )
    if bonus.federation_card:
        events += advance_events(state, player, 1, step=False)
        events.append(
            Gained(
                player=player,
                cards=1,
                reason=msg("uc.reason.site_bonus", site=site),
                automatic=True,
            )
        )
    return events
