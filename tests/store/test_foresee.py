"""Issue #13: a command worked out ahead (``Session.foresee``) is saved without deciding
it again when an equal command arrives for that very state; anything else is decided
(and validated) as always."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from companion.core import RuleViolation
from companion.core.model import Command, Event
from companion.core.session import Session
from companion.store import GameStore

from .checks import check_consistent
from .counter import COUNTER, CounterRuleset, add, setup


class Counted(CounterRuleset):
    """The counter game, counting the commands it decides."""

    def __init__(self) -> None:
        self.decided = 0

    def decide(self, state: Any, command: Command, data: Any = None) -> Sequence[Event]:
        self.decided += 1
        return super().decide(state, command, data)


def test_an_equal_command_on_the_foreseen_state_is_not_decided_again() -> None:
    rules = Counted()
    session = Session(rules)
    session.execute(setup("Ann", "Bob"))
    ahead = session.foresee(rules.parse_command(add("Ann", 2)))
    assert rules.decided == 2
    played = session.execute(add("Ann", 2))  # parsed (validated) again, then matched
    assert rules.decided == 2
    assert played.state is ahead.state and played.events == ahead.events
    assert played.command == ahead.command


def test_another_command_or_state_is_decided_as_always() -> None:
    rules = Counted()
    session = Session(rules)
    session.execute(setup("Ann", "Bob"))
    session.foresee(rules.parse_command(add("Ann", 2)))
    session.execute(add("Ann", 3))  # another command
    assert rules.decided == 3
    session.execute(add("Bob", 2))  # the foreseen command, but the state moved on
    assert rules.decided == 4
    with pytest.raises(RuleViolation):  # refused as before: foreseeing it raises too
        session.foresee(rules.parse_command(add("Cy", 1)))
    with pytest.raises(RuleViolation):
        session.execute(add("Cy", 1))


def test_a_command_foreseen_in_a_later_state_is_kept_for_it() -> None:
    """The table works out two taps ahead: the era's end, then what production leads to."""
    rules = Counted()
    session = Session(rules)
    session.execute(setup("Ann", "Bob"))
    first = session.foresee(rules.parse_command(add("Ann")))
    second = session.foresee(rules.parse_command(add("Bob")), first.state)
    decided = rules.decided
    assert session.execute(add("Ann")).state is first.state
    assert session.execute(add("Bob")).state is second.state
    assert rules.decided == decided


def test_a_stored_game_saves_the_foreseen_outcome_as_it_would_any(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite3"
    with GameStore(path, rulesets=[COUNTER]) as store:
        game = store.new_game(COUNTER, setup("Ann", "Bob"))
        ahead = game.session.foresee(COUNTER.parse_command(add("Ann", 2)))
        outcome = game.execute(add("Ann", 2))
        assert outcome.state is ahead.state and game.state is ahead.state
        game.execute(add("Bob"))
        assert check_consistent(path, COUNTER, game.id) == game.state


def test_an_outcome_written_ahead_is_saved_with_the_text_worked_out_then(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue #13: the stored text of a foreseen outcome's events worked out ahead
    (``StoredGame.write_ahead``, in a table's idle time) is what the tap saving it
    writes, without turning its events into JSON again (its command is, as always);
    the rows are the ones saving it unforeseen writes, and another outcome's events
    are written as always."""
    from companion.store import rows
    from companion.store.rows import message_json

    path = tmp_path / "games.sqlite3"
    with GameStore(path, rulesets=[COUNTER]) as store:
        game = store.new_game(COUNTER, setup("Ann", "Bob"))
        ahead = game.session.foresee(COUNTER.parse_command(add("Ann", 2)))
        game.write_ahead(ahead)
        game.write_ahead(ahead)  # kept once
        assert len(game._written) == 1
        turned: list[object] = []
        monkeypatch.setattr(rows, "message_json", lambda m: turned.append(m) or message_json(m))
        outcome = game.execute(add("Ann", 2))
        assert outcome.events is ahead.events and turned == [outcome.command]
        other = game.execute(add("Bob"))  # not foreseen: turned into JSON as always
        assert len(turned) == 2 + len(other.events)
        monkeypatch.undo()
        with store.reading() as db:
            saved = [
                text
                for (text,) in db.execute(
                    "SELECT event FROM events WHERE game = ? AND seq = ? ORDER BY idx",
                    [game.id, game.head - 1],
                )
            ]
            (command,) = db.execute(
                "SELECT command FROM commands WHERE game = ? AND seq = ?",
                [game.id, game.head - 1],
            ).fetchone()
        assert saved == [message_json(event) for event in ahead.events]
        assert command == message_json(ahead.command)
        assert check_consistent(path, COUNTER, game.id) == game.state
