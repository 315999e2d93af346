"""Contracts (p. 8): fulfilling one from a dig zone, its rewards and the permanent
token at that depth, the public space refilled; the table naming contracts and tokens."""

from __future__ import annotations

from companion.games.otys.commands import Fulfil, RevealContract, RevealToken
from companion.games.otys.data import Colour
from companion.games.otys.events import (
    Awaiting,
    ContractFulfilled,
    ContractRevealed,
    Gained,
    TokenRevealed,
)
from companion.games.otys.run import Run, refuse
from companion.games.otys.state import Contract, GameState, Pending, Resources


def _find(state: GameState, seat: int, contract_id: str) -> tuple[Contract, bool]:
    for contract in state.public:
        if contract is not None and contract.id == contract_id:
            return contract, True
    for contract in state.players[seat].contracts:
        if contract.id == contract_id:
            return contract, False
    raise refuse(
        "contract.unknown",
        "That contract is neither public nor in your hand.",
        contract=contract_id,
    )


def used(contract: Contract, colours: tuple[Colour, ...]) -> Resources:
    """The cubes a contract takes (``colours``: those chosen for a free combination)."""
    if contract.needs is not None:
        return contract.needs
    return Resources.of(list(colours))


def check_fulfil(state: GameState, command: Fulfil) -> None:
    """One dig zone holds the contract's resources; a free combination's colours all
    differ, as many as it asks (p. 8)."""
    contract, _ = _find(state, command.player, command.contract)
    if contract.needs is not None and command.colours:
        raise refuse("contract.colours", "A specific combination takes no colour choice.")
    if contract.different is not None and (
        len(command.colours) != contract.different
        or len(set(command.colours)) != len(command.colours)
    ):
        raise refuse(
            "contract.different",
            "Choose as many different colours as the contract asks.",
            count=contract.different,
        )
    zone = state.players[command.player].zone(command.level)
    if not zone.covers(used(contract, command.colours)):
        raise refuse(
            "contract.missing",
            "That dig zone does not hold the contract's resources.",
            level=command.level,
        )


def fulfil(run: Run, command: Fulfil) -> None:
    """The cubes go back, the card is discarded; prestige, the card's bonus, the
    permanent token at that depth (p. 7); a public space is refilled at once."""
    seat = command.player
    contract, public = _find(run.state, seat, command.contract)
    slot = run.state.public.index(contract) if public else None
    token = run.state.players[seat].tokens[command.level - 1]
    run.emit(
        ContractFulfilled(
            seat=seat,
            contract=contract,
            level=command.level,
            used=used(contract, command.colours),
            public=public,
        ),
        Gained(
            seat=seat,
            reason="contract",
            prestige=contract.prestige,
            credits=int(contract.credit),
            batteries=int(contract.battery),
        ),
    )
    if token is not None:
        gain = {"credits": 2} if token.back == "credits" else {"prestige": 1}
        run.emit(Gained(seat=seat, reason="permanent", **gain))
    if slot is not None and run.state.deck() > 0:
        run.emit(Awaiting(pending=Pending(kind="public", slot=slot), automatic=True))


def check_reveal_contract(state: GameState, command: RevealContract) -> None:
    """The table names a contract while one is awaited; never one already out."""
    head = state.pending[0] if state.pending else None
    if head is None or head.kind not in ("public", "private"):
        raise refuse("reveal.no_contract", "No contract is awaited.")
    if command.contract.id in state.in_play():
        raise refuse(
            "reveal.contract_out",
            "That contract is already on the table, in a hand or discarded.",
            contract=command.contract.id,
        )


def reveal_contract(run: Run, command: RevealContract) -> None:
    """The contract fills the awaited public space or joins the player's hand."""
    run.emit(ContractRevealed(contract=command.contract))


def check_reveal_token(state: GameState, command: RevealToken) -> None:
    """The table names a reward token while one is awaited."""
    head = state.pending[0] if state.pending else None
    if head is None or head.kind != "token":
        raise refuse("reveal.no_token", "No reward token is awaited.")


def reveal_token(run: Run, command: RevealToken) -> None:
    """The token fills the awaited display space."""
    run.emit(TokenRevealed(token=command.token))
