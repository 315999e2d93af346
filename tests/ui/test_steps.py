"""The table's effect buttons are enabled from the engine's one enumeration of steps:
a button is live exactly when the engine offers its command (or, for a build or an
upgrade, some site for it)."""

from __future__ import annotations

import random

from pytestqt.qtbot import QtBot

from companion.core.session import Session
from companion.games.underwater_cities.autoplay import play_turn
from companion.games.underwater_cities.commands import Build, Upgrade
from companion.games.underwater_cities.options import step_options
from companion.games.underwater_cities.plugin import PLUGIN
from ui.games.underwater_cities.table.steps import effect_choices


def check_buttons(session: Session) -> int:
    """Check the buttons of the open effect, if any; how many were checked."""
    state = session.state
    turn = state.turn
    if turn is None or not turn.stack or turn.stack[-1].freeform:
        return 0
    frame = turn.stack[-1]
    offered = step_options(state, turn.player, frame)
    choices = effect_choices(state, turn.player, frame)
    for choice in choices:
        if choice.command is not None:
            assert choice.enabled == (choice.command in offered), choice.key
        elif choice.build is not None:
            live = any(
                isinstance(o, Build) and o.kind == choice.build and o.upgrade == choice.upgrade
                for o in offered
            )
            assert choice.enabled == live, choice.key
        elif choice.upgrade:
            assert choice.enabled == any(isinstance(o, Upgrade) for o in offered)
    return len(choices)


def test_effect_buttons_follow_the_engine_s_step_options() -> None:
    checked = 0
    for seed in (1, 2, 3):
        rng = random.Random(seed)
        session = Session(PLUGIN.ruleset)
        session.execute(PLUGIN.example_setup(2 + seed % 3, seed))
        while session.state.phase != "finished" and checked < 400:
            for command in play_turn(session, rng):
                checked += check_buttons(session)
                session.execute(command)
    assert checked >= 100


def test_a_new_step_keeps_the_buttons_shown_in_their_cells(qtbot: QtBot) -> None:
    """A grid's next step reuses the buttons already shown where they stand: only the
    buttons it no longer needs are hidden, the new ones shown; each button says its
    new step's text and does its action."""
    from ui.widgets.buttons import ButtonGrid, ButtonSpec

    grid = ButtonGrid(2)
    qtbot.addWidget(grid)
    grid.show()
    done: list[str] = []
    grid.set_buttons([ButtonSpec(k, k.upper(), lambda k=k: done.append(k)) for k in "abc"], 1)
    first = list(grid.buttons)
    hidden: list[object] = []
    for button in first:
        button.hideEvent = lambda event, b=button: hidden.append(b)  # type: ignore[method-assign]
    grid.set_buttons([ButtonSpec(k, k.upper(), lambda k=k: done.append(k)) for k in "de"], 2)
    assert grid.buttons == first[:2] and hidden == [first[2]]
    assert [b.text() for b in grid.buttons] == ["D", "E"]
    assert [b.objectName() for b in grid.buttons] == ["step-d", "step-e"]
    assert [grid.grid.getItemPosition(grid.grid.indexOf(b))[:2] for b in grid.buttons] == [
        (0, 0),
        (0, 1),
    ]
    grid.buttons[1].click()
    assert done == ["e"] and grid.button("e") is grid.buttons[1]
