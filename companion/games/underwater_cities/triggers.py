"""Triggered effects: site bonuses, Federation bonuses and permanent cards.

They resolve at once, even in the middle of another effect (rulebook p. 8).
"""

from __future__ import annotations

from companion.core.model import Event
from companion.games.underwater_cities.building import site_entry
from companion.games.underwater_cities.card_rules import TriggerEvent
from companion.games.underwater_cities.events import Gained
from companion.games.underwater_cities.federation import advance_events
from companion.games.underwater_cities.model import msg
from companion.games.underwater_cities.players import board_of
from companion.games.underwater_cities.state import GameState


def trigger_events(state: GameState, player: int, on: TriggerEvent) -> list[Event]:
    """Gains from the player's permanent cards that fire ``on`` this occasion
    (the rules each card carries were copied from the library when it was played)."""
    events: list[Event] = []
    for card in state.players[player].tableau:
        trigger = card.rules.trigger if card.rules is not None else None
        if trigger is not None and trigger.on == on:
            events.append(
                Gained(
                    player=player,
                    resources=trigger.gain,
                    points=trigger.points,
                    automatic=True,
                    reason=msg("uc.reason.card", number=card.number, name=card.name),
                )
            )
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
