"""Otys' turn panel over whole games: every legal option of the player (or the
table) who acts can be reached by tapping, in both sponsor sides and the spy
variant; a copied diver's owner is asked (spy variant, p. 11)."""

from __future__ import annotations

import random

import pytest
from pytestqt.qtbot import QtBot

from companion.core.session import Session
from companion.games.otys.autoplay import choose
from companion.games.otys.library import load_data
from companion.games.otys.options import legal_options
from companion.games.otys.plugin import PLUGIN
from companion.games.otys.ruleset import RULESET
from ui.games.otys.turn_panel import TurnPanel, actor

STATES = 400


@pytest.mark.parametrize("seed", [3, 5, 7])
def test_every_legal_option_has_a_route_of_taps(qtbot: QtBot, seed: int) -> None:
    """Seeds 3 and 7 play the spy variant, odd seeds advanced sides at random."""
    data = load_data(())
    session = Session(RULESET, data=data)
    session.execute(PLUGIN.example_setup(2 + seed % 3, seed))
    panel = TurnPanel()
    qtbot.addWidget(panel)
    rng = random.Random(seed)
    for _ in range(STATES):
        state = session.state
        if state.phase == "finished":
            break
        panel.show_state(state, data)
        for option in legal_options(state, actor(state), data):
            assert panel.route(option), (option, panel.shown_keys())
        if state.pending and state.pending[0].kind == "hold":
            assert "keep-none" in [i.key for i in panel.menu.items]  # the owner answers
        session.execute(choose(state, rng, data))
