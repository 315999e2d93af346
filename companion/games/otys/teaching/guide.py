"""The Otys guide: setting up a table (pp. 4–5), and what one player may do now.

Every step is a :class:`~companion.teaching.messages.Message` keyed ``otys.guide.*``
(templates in ``resources/teaching/otys.json``). What a player may do comes from the
engine (:func:`~companion.games.otys.options.legal_options`, ``actions_if_pushed``),
the same commands the turn panel offers.
"""

from __future__ import annotations

from companion.games.otys.commands import Act, ChooseKey, Fulfil
from companion.games.otys.end import last_round_key, turns_left
from companion.games.otys.library import load_data
from companion.games.otys.options import actions_if_pushed, legal_options
from companion.games.otys.setup_rules import public_spaces
from companion.games.otys.state import GameState
from companion.teaching.guide import Guide, GuideStep
from companion.teaching.messages import Message

GAME = "otys"


def _step(topic: str, key: str, *items: GuideStep, **params: object) -> GuideStep:
    return GuideStep(topic, Message(f"{GAME}.guide.{key}", params), items)


def acting(state: GameState) -> int | None:
    """Who gives the next command (None: the table names a contract or a token)."""
    if state.phase != "play":
        return None
    if state.pending:
        head = state.pending[0]
        return head.seat if head.kind == "hold" else None
    return state.turn.seat


def _kinds(acts: list[Act]) -> tuple[str, ...]:
    kinds = tuple(dict.fromkeys(a.action.kind for a in acts))
    return kinds or ("nothing",)


def _pushed(state: GameState, player: int) -> list[Act]:
    return [a for a in actions_if_pushed(state, player) if isinstance(a, Act)]


def turn_guide(state: GameState, player: int) -> Guide:
    """What ``player`` should know now: whose turn, the phase, what the diver at the
    key's level may do, contracts, the end."""
    if state.phase != "play":
        return Guide(GAME, (_step("turn", "finished"),))
    if state.pending:
        return Guide(GAME, (_step("turn", "reveal"),))
    turn = state.turn
    name = state.players[player].name
    if turn.seat != player:
        current = state.players[turn.seat].name
        return Guide(GAME, (_step("turn", "not_your_turn", current=current, player=name),))
    me = state.players[player]
    steps: list[GuideStep] = []
    options = legal_options(state, player, load_data(()))
    if turn.phase == 0:
        keys = [o.key for o in options if isinstance(o, ChooseKey) and o.level is None]
        x_keys = sorted({o.key for o in options if isinstance(o, ChooseKey) and o.level})
        steps.append(
            _step(
                "keys",
                "choose",
                _step("keys", "numbered", keys=tuple(keys) or ("—",)),
                _step("keys", "x_keys", count=len(x_keys)),
                _step("keys", "hacker", back=state.threshold(player), used=len(me.track)),
                player=name,
            )
        )
    elif turn.phase == 1:
        level = turn.level or 1
        diver = me.diver_at(level).kind
        tile = state.sponsors[level - 1]
        steps.append(
            _step(
                "phase",
                "phase_one",
                _step("sponsor", "sponsor", sponsor=tile.tile, side=tile.side),
                _step("batteries", "batteries", count=me.batteries, reach=state.reach(player)),
                _step("push", "preview", diver=diver, can=_kinds(_pushed(state, player))),
                level=level,
                diver=diver,
            )
        )
    elif turn.phase == 2:
        acts: list[Act] = [o for o in options if isinstance(o, Act)]
        steps.append(_step("phase", "phase_two", diver=turn.diver or "", can=_kinds(acts)))
    else:
        steps.append(_step("phase", "phase_three", diver=turn.diver or "", batteries=me.batteries))
    ready = [o for o in options if isinstance(o, Fulfil)]
    steps.append(
        _step("contracts", "contract_ready", level=ready[0].level)
        if ready
        else _step("contracts", "contracts")
    )
    if state.triggered_by is not None:
        left = turns_left(state)
        steps.append(_step("end", last_round_key(left), turns=left))
    return Guide(GAME, tuple(steps))


def setup_guide(player_count: int) -> Guide:
    """The guide through setting up a table of ``player_count`` players (pp. 4–5)."""
    return Guide(
        GAME,
        (
            _step("setup", "setup_sector"),
            _step("setup", "setup_divers"),
            _step("setup", "setup_supplies"),
            _step("setup", "setup_colony"),
            _step("setup", "setup_contracts", count=public_spaces(player_count)),
            _step("setup", "setup_first"),
        ),
    )
