"""Every command a player (or the table) may give now, typed.

Candidates are built for the moment of the turn and kept when the rules accept them
(the same checks :mod:`.decide` runs), so every option offered is legal. Facts of the
table are enumerated over their finite choices: the contracts the library knows that
are not out, plus "a new one" in the app's shapes (:mod:`.samples`); every kind of
reward token (those of the taught mix first, while the bag may hold them).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from itertools import combinations
from typing import Any

from companion.core.errors import RuleViolation
from companion.core.model import Command
from companion.games.otys import contracts, divers, sponsors
from companion.games.otys.commands import (
    Act,
    Buy,
    ChooseKey,
    Copied,
    Copy,
    Draw,
    EndPhase,
    EndTurn,
    Explore,
    Find,
    Fulfil,
    HoldDiver,
    Improve,
    KeepDown,
    MoveDiver,
    ResourceMove,
    RevealContract,
    RevealToken,
    Sell,
    TokenUse,
    UseSponsor,
)
from companion.games.otys.data import COLOURS, LEVELS, SLOTS
from companion.games.otys.keys import check_choose
from companion.games.otys.library import OtysData
from companion.games.otys.rules import used_own_keys
from companion.games.otys.samples import all_tokens, new_contracts
from companion.games.otys.state import OWN_KEYS, GameState, Token


def _legal(
    state: GameState, check: Callable[[GameState, Any], None], items: Iterable[Any]
) -> list[Any]:
    out = []
    for item in items:
        try:
            check(state, item)
        except RuleViolation:
            continue
        out.append(item)
    return out


def _uses(token: Token | None) -> list[TokenUse]:
    if token is None:
        return []
    if token.front == "resource" and token.colours is not None:
        return [TokenUse(), *(TokenUse(colour=c) for c in token.colours)]
    if token.front == "equip":
        return [TokenUse(), *(TokenUse(slot=s) for s in range(SLOTS))]
    return [TokenUse()]


def _abilities(state: GameState, seat: int) -> list[Copied]:
    assert state.turn.level is not None
    player = state.players[seat]
    used = used_own_keys(player)
    found: list[Copied] = [
        Find(take=take, bonus=bonus, key=key)
        for take in (True, False)
        for bonus in (True, False)
        for key in (None, *used)
    ]
    found += [Sell(colour=c, reward=r) for c in COLOURS for r in ("credits", "prestige")]
    found += [Buy(colour=c) for c in COLOURS]
    found += [Draw(), Improve(technician="mechanic"), Improve(technician="hacker")]
    level = state.display[state.turn.level - 1]
    found += [Explore(token=slot, use=use) for slot in (0, 1) for use in _uses(level[slot])]
    return found


def _act_options(state: GameState, seat: int) -> list[Command]:
    own = _abilities(state, seat)
    candidates: list[Act] = [Act(player=seat, action=action) for action in own]
    for neighbour in divers.neighbours(state, seat):
        candidates += [
            Act(player=seat, action=Copy(seat=neighbour, action=action)) for action in own
        ]
    return [*_legal(state, divers.check_act, candidates), EndPhase(player=seat)]


def actions_if_pushed(state: GameState, seat: int) -> list[Command]:
    """Phase 1: what the diver now at the key's level could do if the key pushed it now
    (the app shows it while batteries or a sponsor may still change the diver)."""
    turn = state.turn
    if turn.phase != 1 or turn.level is None or seat != turn.seat:
        return []
    diver = state.players[seat].diver_at(turn.level)
    pushed = turn.model_copy(update={"phase": 2, "diver": diver.kind, "actions": 1})
    options = _act_options(state.model_copy(update={"turn": pushed}), seat)
    return [option for option in options if isinstance(option, Act)]


def _sponsor_options(state: GameState, seat: int) -> list[Command]:
    assert state.turn.level is not None
    player = state.players[seat]
    level = state.turn.level
    candidates = [UseSponsor(player=seat)]
    candidates += [UseSponsor(player=seat, key=key) for key in used_own_keys(player)]
    candidates += [UseSponsor(player=seat, slot=slot) for slot in range(3)]
    for slot in (0, 1):
        token = state.display[level - 1][slot]
        candidates += [UseSponsor(player=seat, token=slot, use=use) for use in _uses(token)]
    for colour in COLOURS:
        for other in range(1, LEVELS + 1):
            for source, target in ((level, other), (other, level)):
                move = ResourceMove(colour=colour, source=source, target=target)
                candidates.append(UseSponsor(player=seat, move=move))
    return _legal(state, sponsors.check_use, candidates)


def _phase_one(state: GameState, seat: int) -> list[Command]:
    options: list[Command] = [EndPhase(player=seat)]
    if not state.turn.sponsor_used:
        options += _sponsor_options(state, seat)
    if state.players[seat].batteries:
        reach = state.reach(seat)
        options += [
            MoveDiver(player=seat, slot=slot, to=to)
            for slot in range(SLOTS)
            for to in range(max(0, slot - reach), min(SLOTS, slot + reach + 1))
            if to != slot
        ]
    return options


def _keys(state: GameState, seat: int) -> list[Command]:
    candidates = [ChooseKey(player=seat, key=key) for key in OWN_KEYS[:5]]
    candidates += [
        ChooseKey(player=seat, key=key, level=level)
        for key in ("x", "n")
        for level in range(1, LEVELS + 1)
    ]
    return _legal(state, check_choose, candidates)


def _fulfil_options(state: GameState, seat: int) -> list[Command]:
    player = state.players[seat]
    candidates: list[Fulfil] = []
    for contract in (*state.public, *player.contracts):
        if contract is None:
            continue
        for level in range(1, LEVELS + 1):
            if contract.needs is not None:
                candidates.append(Fulfil(player=seat, contract=contract.id, level=level))
                continue
            present = [c for c in COLOURS if player.zone(level).get(c)]
            candidates += [
                Fulfil(player=seat, contract=contract.id, level=level, colours=chosen)
                for chosen in combinations(present, contract.different or 0)
            ]
    return _legal(state, contracts.check_fulfil, candidates)


def _reveals(state: GameState, data: OtysData) -> list[Command]:
    head = state.pending[0]
    if head.kind == "token":
        seen = [t for level in state.display for t in level if t is not None]
        seen += [t for p in state.players for t in p.tokens if t is not None]
        seen += list(state.token_discards)
        taught = [e.token for e in data.tokens if seen.count(e.token) < e.count]
        kinds = taught + [t for t in all_tokens() if t not in taught]
        return [RevealToken(token=token) for token in kinds]
    out = state.in_play()
    known = [e.contract for e in data.contracts if e.contract.id not in out]
    fresh = new_contracts(state, {e.contract.id for e in data.contracts})
    return [RevealContract(contract=contract) for contract in (*known, *fresh)]


def legal_options(state: GameState | None, player: int | None, data: OtysData) -> list[Command]:
    """Every command ``player`` (None: the table) may give now."""
    if state is None or state.phase == "finished":
        return []
    if state.pending:
        head = state.pending[0]
        if head.kind == "hold":
            if player is None or player != head.seat:
                return []
            answers = [KeepDown(player=player, battery=False)]
            if state.players[player].batteries:
                answers.append(KeepDown(player=player, battery=True))
            return list(answers)
        return _reveals(state, data) if player is None else []
    if player != state.turn.seat:
        return []
    phase = state.turn.phase
    options: list[Command] = _fulfil_options(state, player)
    if phase == 0:
        return options + _keys(state, player)
    if phase == 1:
        return options + _phase_one(state, player)
    if phase == 2:
        return options + _act_options(state, player)
    if not state.turn.held and state.players[player].batteries:
        options.append(HoldDiver(player=player))
    return [*options, EndTurn(player=player)]
