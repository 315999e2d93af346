"""Properties over random play: the stored log replays to the live state; undo-redo is identity."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from companion.core import Command, CompanionError, Session
from companion.store import GameStore, StoredGame

from .checks import check_consistent
from .counter import COUNTER, add, set_, setup

PLAYERS = ("Ann", "Bob", "Cy")
TARGET = 30

# A command template: who is "turn" (whoever's turn it is where the command lands) or a name.
who = st.sampled_from(["turn", "turn", "turn", *PLAYERS])
commands = st.one_of(
    st.tuples(st.just("add"), who, st.sampled_from([1, 2, 3, 4, 5, 6, 1, 2, 3, 0, 7])),
    st.tuples(st.just("set"), who, st.sampled_from([0, 1, 2, 3, 5, 8, 13, 21, -1, TARGET])),
)
KINDS = ["execute"] * 8 + ["undo", "redo", "undo_redo", "edit", "edit", "delete", "reopen"]


def operation(kind: str) -> st.SearchStrategy[tuple[Any, ...]]:
    if kind == "execute":
        return st.tuples(st.just(kind), commands)
    if kind == "edit":
        return st.tuples(st.just(kind), st.integers(0, 100), commands)
    if kind == "delete":
        return st.tuples(st.just(kind), st.integers(0, 100))
    return st.just((kind,))


operations = st.sampled_from(KINDS).flatmap(operation)


class Reference:
    """The log as plain data, with everything derived by replaying it from the start."""

    def __init__(self) -> None:
        self.commands: dict[int, Command] = {
            1: COUNTER.parse_command(setup(*PLAYERS, target=TARGET))
        }
        self.head = 1

    def derive(self, upto: int | None = None) -> tuple[dict[int, str], Any]:
        """Statuses of all commands, and the state after the ones up to ``upto`` (head)."""
        upto = self.head if upto is None else upto
        session = Session(COUNTER)
        statuses: dict[int, str] = {}
        at_upto: Any = None
        for seq in sorted(self.commands):
            try:
                session.execute(self.commands[seq])
                statuses[seq] = "ok"
            except CompanionError:
                statuses[seq] = "conflict"
            if seq <= upto:
                at_upto = session.state
        return statuses, at_upto

    def earlier(self, pick: int, *, setup_too: bool) -> int | None:
        """A stored command; the setup only if ``setup_too`` (and then rarely)."""
        seqs = sorted(self.commands)
        if seqs and not (setup_too and pick % 10 == 0):
            seqs = seqs[1:]
        return seqs[pick % len(seqs)] if seqs else None


def command_for(template: tuple[str, str, int], state: Any) -> Command:
    kind, player, number = template
    if player == "turn":
        player = state.players[state.turn] if state is not None else "Ann"
    return COUNTER.parse_command(add(player, number) if kind == "add" else set_(player, number))


def observe(game: StoredGame) -> tuple[Any, int, list[tuple[int, str, bool]]]:
    return game.state, game.head, [(e.seq, e.status, e.undone) for e in game.log()]


def step(game: StoredGame, reference: Reference, operation: tuple[Any, ...]) -> None:
    kind = operation[0]
    if kind == "execute":
        command = command_for(operation[1], reference.derive()[1])
        try:
            Session(COUNTER, reference.derive()[1]).execute(command)
        except CompanionError:
            before = observe(game)
            try:
                game.execute(command)
            except CompanionError:
                assert observe(game) == before
                return
            raise AssertionError("an illegal command was accepted") from None
        game.execute(command)
        reference.commands = {s: c for s, c in reference.commands.items() if s <= reference.head}
        reference.head += 1
        reference.commands[reference.head] = command
    elif kind == "undo" and game.can_undo:
        game.undo()
        reference.head = max((s for s in reference.commands if s < reference.head), default=0)
    elif kind == "redo" and game.can_redo:
        game.redo()
        reference.head = min(s for s in reference.commands if s > reference.head)
    elif kind == "undo_redo" and game.can_undo:
        before = observe(game)
        game.undo()
        game.redo()
        assert observe(game) == before
    elif kind in ("edit", "delete"):
        seq = reference.earlier(operation[1], setup_too=kind == "edit")
        if seq is None:
            return
        if kind == "delete":
            event("delete made conflicts" if game.delete(seq) else "delete kept all legal")
            del reference.commands[seq]
            if seq == reference.head:
                reference.head = max((s for s in reference.commands if s < seq), default=0)
            return
        state_before = reference.derive(seq - 1)[1]
        command = command_for(operation[2], state_before)
        try:
            COUNTER.decide(state_before, command, None)
        except CompanionError:
            before = observe(game)
            try:
                game.edit(seq, command)
            except CompanionError:
                assert observe(game) == before
                return
            raise AssertionError("an illegal correction was accepted") from None
        conflicts = game.edit(seq, command)
        event("edit made conflicts" if conflicts else "edit kept all legal")
        reference.commands[seq] = command
        statuses = reference.derive()[0]
        assert [c.seq for c in conflicts] == [
            s for s in sorted(statuses) if s > seq and statuses[s] == "conflict"
        ]


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(operations, min_size=15, max_size=60), st.integers(1, 6))
def test_the_stored_log_always_replays_to_the_live_state(
    plan: list[tuple[Any, ...]], snapshot_every: int
) -> None:
    with tempfile.TemporaryDirectory() as directory:
        path = Path(directory) / "companion.sqlite3"
        store = GameStore(path, rulesets=[COUNTER], snapshot_every=snapshot_every)
        game = store.new_game(COUNTER, setup(*PLAYERS, target=TARGET))
        reference = Reference()
        try:
            for operation in plan:
                if operation[0] == "reopen":
                    live = observe(game)
                    game.close()
                    store.close()
                    store = GameStore(path, rulesets=[COUNTER], snapshot_every=snapshot_every)
                    game = store.open_game(game.id)
                    assert observe(game) == live
                    continue
                step(game, reference, operation)
                statuses, state = reference.derive()
                assert game.state == state
                assert game.head == reference.head
                assert {e.seq: e.status for e in game.log()} == statuses
                assert check_consistent(path, COUNTER, game.id) == game.state
        finally:
            game.close()
            store.close()
