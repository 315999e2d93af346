"""Sponsors (p. 9): the tile at the key's level, once, in phase 1, on either side."""

from __future__ import annotations

from companion.games.otys import keys, rewards
from companion.games.otys.commands import TokenUse, UseSponsor
from companion.games.otys.data import SLOTS
from companion.games.otys.events import (
    DiverEquipped,
    DiverMoved,
    Gained,
    ResourceMoved,
    SponsorUsed,
)
from companion.games.otys.run import Run, refuse
from companion.games.otys.state import GameState, Sponsor

PARAMETERS: dict[tuple[int, str], frozenset[str]] = {
    (2, "advanced"): frozenset({"token", "use"}),
    (3, "standard"): frozenset({"key"}),
    (4, "advanced"): frozenset({"slot"}),
    (5, "advanced"): frozenset({"move"}),
}
"""The parameters each sponsor takes (the others take none)."""
_ALL = ("key", "slot", "token", "use", "move")


def sponsor_now(state: GameState) -> Sponsor:
    """The sponsor at the key's level."""
    assert state.turn.level is not None
    return state.sponsors[state.turn.level - 1]


def check_use(state: GameState, command: UseSponsor) -> None:
    """Phase 1, once a turn; each tile's own conditions."""
    turn, player = state.turn, state.players[command.player]
    if turn.phase != 1:
        raise refuse("sponsor.phase", "A sponsor is used in phase 1.")
    if turn.sponsor_used:
        raise refuse("sponsor.used", "The sponsor was already used this turn.")
    sponsor = sponsor_now(state)
    wanted = PARAMETERS.get((sponsor.tile, sponsor.side), frozenset())
    extra = [name for name in _ALL if getattr(command, name) is not None and name not in wanted]
    if extra:
        raise refuse(
            "sponsor.parameter",
            "This sponsor takes no such choice.",
            tile=sponsor.tile,
            parameter=extra[0],
        )
    level = turn.level
    assert level is not None
    match sponsor.tile, sponsor.side:
        case 2, "advanced":
            if command.token is None:
                raise refuse("sponsor.token", "Say which of the two reward tokens you use.")
            token = rewards.check_take(state, level, command.token)
            use = command.use or TokenUse()
            rewards.check_use(state, command.player, token, level, use)
        case 3, "standard":
            keys.check_recover(state, command.player, command.key)
        case 4, "standard":
            if player.credits < 2:
                raise refuse("credits.short", "Not enough credits.", need=2)
        case 4, "advanced":
            if command.slot is None:
                raise refuse("sponsor.slot", "Say which diver at the surface you equip.")
            if player.credits < 2:
                raise refuse("credits.short", "Not enough credits.", need=2)
            if player.divers[command.slot].equipped:
                raise refuse("diver.equipped", "That diver is already equipped.")
        case 5, "advanced" if command.move is not None:
            move = command.move
            if player.batteries < 1:
                raise refuse("batteries.short", "You have no battery.")
            if level not in (move.source, move.target) or move.source == move.target:
                raise refuse(
                    "sponsor.move",
                    "Move a resource between the key's level and another level.",
                )
            if player.zone(move.source).get(move.colour) < 1:
                raise refuse("zone.missing", "That dig zone holds no such resource.")
            if player.free(move.target) < 1:
                raise refuse("zone.full", "That dig zone has no free space.", level=move.target)


def use(run: Run, command: UseSponsor) -> None:
    """The sponsor's effect."""
    seat, sponsor = command.player, sponsor_now(run.state)
    level = run.state.turn.level
    assert level is not None
    run.emit(SponsorUsed(seat=seat, tile=sponsor.tile, side=sponsor.side))
    match sponsor.tile, sponsor.side:
        case 1, "standard":
            run.emit(Gained(seat=seat, reason="sponsor", credits=1))
        case 2, "advanced":
            assert command.token is not None
            use_ = command.use or TokenUse()
            rewards.take(run, seat, level, command.token, use_, placed=False)
        case 3, "standard":
            assert command.key is not None
            keys.recover(run, seat, command.key)
        case 3, "advanced":
            run.emit(DiverMoved(seat=seat, slot=SLOTS - 1, to=0))
        case 4, "advanced":
            assert command.slot is not None
            diver = run.state.players[seat].divers[command.slot].kind
            run.emit(
                Gained(seat=seat, reason="equip", credits=-2, prestige=1),
                DiverEquipped(seat=seat, diver=diver),
            )
        case 5, "standard":
            run.emit(Gained(seat=seat, reason="sponsor", batteries=1))
        case 5, "advanced":
            if command.move is None:
                run.emit(Gained(seat=seat, reason="sponsor", batteries=1))
            else:
                run.emit(
                    Gained(seat=seat, reason="battery", batteries=-1),
                    ResourceMoved(seat=seat, move=command.move),
                )
