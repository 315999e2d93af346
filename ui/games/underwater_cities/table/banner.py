"""The banner: what happens now, readable from across the table."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from companion.games.underwater_cities.rounds import PRODUCTION_ROUNDS, ROUNDS
from companion.games.underwater_cities.state import GameState
from ui.games.underwater_cities import words
from ui.widgets.banner import Banner as BannerBase


class Banner(BannerBase):
    """Round and era on the first line; whose turn and what they must do first below."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            parent,
            clock_sizes=(20, 18, 16, 14, 12),
            text_sizes=(16, 15, 14, 13, 12, 11),
            margins=(18, 10, 12, 10),
            padding=28,
            tool_size=12,
            selectable=True,
        )

    def show_state(self, state: GameState) -> None:
        """Say what happens now."""
        clock = self.tr("Round {0} of {1} · Era {2}").format(
            state.round, ROUNDS, words.era(state.era)
        )
        if state.phase == "play" and state.round in PRODUCTION_ROUNDS:
            clock += self.tr(" · production after this round")
        self.say(clock, self.what_now(state))

    def what_now(self, state: GameState) -> str:
        """The second line: whose turn and the first thing to do."""
        if state.phase == "finished":
            return self.tr("Game over: final scoring")
        if state.phase == "production":
            return self.tr("Production after round {0}: check the breakdown, then apply it").format(
                state.round
            )
        if state.phase == "era_keep":
            over = [p.name for p in state.players if p.hand > p.hand_limit]
            return self.tr("Era {0} begins: {1} keep cards down to the hand limit").format(
                words.era(state.era), ", ".join(over)
            )
        turn = state.turn
        if turn is None:
            return ""
        player = state.players[turn.player]
        whose = self.tr("{0}'s {1} turn").format(player.name, words.ordinal(turn.number))
        return f"{whose}: {self._first_thing(state)}"

    def _first_thing(self, state: GameState) -> str:
        turn = state.turn
        assert turn is not None
        player = state.players[turn.player]
        if state.solo_extra_blocker == "?":
            return self.tr("reveal the top era card to place the 4th blocking tile")
        if turn.slot is None:
            if player.hand > player.hand_limit:
                return self.tr("discard down to {0}, then choose a slot").format(player.hand_limit)
            return self.tr("choose a slot and play a card")
        if turn.pending_action_discard:
            return self.tr("discard one action card (limit of four)")
        if turn.stack:
            return self.tr("resolve {0}").format(words.say(turn.stack[-1].label))
        if not turn.slot_done:
            if turn.matched and not turn.card_done:
                return self.tr("resolve the slot's action and the played card, in either order")
            return self.tr("resolve the slot's action")
        if turn.matched and not turn.card_done:
            return self.tr("resolve the played card, or end the turn")
        return self.tr("end the turn")
