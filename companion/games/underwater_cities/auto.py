"""The steps the app takes by itself right after a tap: those whose answer it knows.

A turn's effects are used in any order, wholly or partly (German p. 13), and a
played card of the slot's colour may be resolved before or after the slot's
action (German pp. 9, 13–14). The app therefore only takes a step that leaves
the player no choice and can never cost them anything:

- a played card of the slot's colour that is permanent, action, production or
  end-scoring, costs nothing and has no condition is claimed first, so a
  permanent card already counts for the slot's action (German p. 19);
- an instant card whose known effect is only gains is resolved;
- a gain that the only still-possible option of the effect being resolved
  contains is gained in full (a slot's action is not opened for it while a card
  of the slot's colour waits and the action has more than gains: the card and
  the slot are resolved one after the other, never interleaved);
- an effect with nothing left that can be used (used up, or what is left cannot
  be paid for or has no legal site) is closed;
- before a turn's slot is chosen, cards over the hand limit are discarded (the
  number is known; the player picks which cards at the table, German pp. 7, 15).

Each step is an ordinary command marked ``auto``; undo takes it back with the
tap before it.
"""

from __future__ import annotations

from companion.core.model import Command
from companion.games.underwater_cities.actions import GainPart
from companion.games.underwater_cities.commands import Discard, Finish, Gain, Resolve
from companion.games.underwater_cities.frames import gain_left, open_parts
from companion.games.underwater_cities.options import step_options
from companion.games.underwater_cities.state import CardInfo, Frame, GameState
from companion.games.underwater_cities.turn import slot_frame


def fixed_gain(frame: Frame) -> GainPart | None:
    """What the effect gives with no choice left: the unused gains of its only
    still-possible option (None when there are alternatives or nothing to gain)."""
    if frame.freeform or len(frame.options) != 1:
        return None
    rest = [gain_left(p) for p in frame.options[0] if isinstance(p.part, GainPart)]
    resources = sum((g.resources for g in rest[1:]), rest[0].resources) if rest else None
    if resources is None:
        return None
    cards = sum(g.cards for g in rest)
    points = sum(g.points for g in rest)
    if resources.is_zero() and not cards and not points:
        return None
    return GainPart(resources=resources, cards=cards, points=points)


def _claims_itself(card: CardInfo) -> bool:
    """A matched card whose resolving asks nothing: free, no condition, and either
    claimed (not instant) or an instant made only of gains."""
    if card.type is None or card.special_cost is not None:
        return False
    rules = card.rules
    if rules is not None and (rules.requires is not None or rules.table_resolved):
        return False
    if card.type != "instant":
        return True
    effect = rules.effect if rules is not None else None
    return (
        effect is not None
        and len(effect.options) == 1
        and all(isinstance(part, GainPart) for part in effect.options[0])
    )


def follow_up(state: GameState, player: int) -> Command | None:
    """The next step the app takes by itself for ``player`` now, or None."""
    turn = state.turn
    if state.phase != "play" or turn is None or turn.player != player:
        return None
    me = state.players[player]
    if turn.slot is None and me.hand > me.hand_limit and state.solo_extra_blocker != "?":
        return Discard(player=player, count=me.hand - me.hand_limit, auto=True)
    if turn.slot is None or turn.pending_action_discard:
        return None
    if turn.stack:
        frame = turn.stack[-1]
        if frame.freeform:
            return None
        if not open_parts(frame) or not step_options(state, player, frame):
            return Finish(player=player, auto=True)
        return _gain(player, frame)
    card = turn.card
    if turn.matched and not turn.card_done and card is not None and _claims_itself(card):
        return Resolve(player=player, auto=True)
    if not turn.slot_done:
        frame = slot_frame(turn)
        waiting = turn.matched and not turn.card_done
        if waiting and any(not isinstance(p.part, GainPart) for p in frame.options[0]):
            return None  # opening the slot's action now would keep the card waiting
        return _gain(player, frame)
    return None


def _gain(player: int, frame: Frame) -> Command | None:
    gain = fixed_gain(frame)
    if gain is None:
        return None
    return Gain(
        player=player, resources=gain.resources, cards=gain.cards, points=gain.points, auto=True
    )
