"""Why a board site that is not highlighted cannot be tapped, in a bubble beside it.

With a build or upgrade waiting for its site, the reason is the engine's own
answer to that build (:func:`~companion.games.underwater_cities.queries.site_unavailable_reason`);
otherwise the table is told what to choose first.
"""

from __future__ import annotations

from companion.games.underwater_cities.queries import site_unavailable_reason
from ui.games.underwater_cities import words
from ui.games.underwater_cities.table.board_view import BoardView
from ui.games.underwater_cities.table.turn_flow import TurnFlow
from ui.i18n import translate
from ui.messages import sentence
from ui.widgets.bubble import Bubble


def refusal(flow: TurnFlow, player: int, site: str) -> str:
    """Why tapping ``site`` of ``player``'s board does nothing now."""
    state = flow.state
    current = flow.player
    if current is None:
        return translate("table", "Nothing is built now.")
    names = [p.name for p in state.players]
    if player != current:
        return translate("table", "It is {0}'s turn: only {0}'s board takes a build now.").format(
            names[current]
        )
    pending = flow.pending
    if not pending.picking_site:
        return translate(
            "table",
            "{0}: choose a build or an upgrade in the turn panel first, "
            "then tap one of the highlighted sites.",
        ).format(words.site(site))
    error = site_unavailable_reason(
        state,
        player,
        site,
        pending.build,
        flow.controller.game.data,
        upgrade=pending.upgrade,
        free=pending.freeform and flow.free_build,
    )
    if error is None:
        return translate("table", "{0} is not offered for this build.").format(words.site(site))
    return sentence(error, names[player], flow.controller.game_id)


def refuse_site(flow: TurnFlow, view: BoardView, player: int, site: str) -> Bubble:
    """Say beside ``site`` why it cannot be tapped now."""
    viewport = view.viewport()
    return Bubble.show_near(viewport, refusal(flow, player, site), view.site_at(site).toPoint())
