"""Fixing a past tap: edit or delete an earlier command, replay the rest, report conflicts."""

from __future__ import annotations

import gc
import json
import sqlite3
from pathlib import Path

import pytest

from companion.core import InvalidCommand, RuleViolation
from companion.store import GameStore, StoredGame

from .checks import check_consistent
from .counter import COUNTER, add, set_, setup


@pytest.fixture
def game(store: GameStore) -> StoredGame:
    """Ann and Bob, four adds of 2: seqs 2 (Ann) 3 (Bob) 4 (Ann) 5 (Bob)."""
    opened = store.new_game(COUNTER, setup("Ann", "Bob", target=30))
    for player in ("Ann", "Bob", "Ann", "Bob"):
        opened.execute(add(player, 2))
    return opened


def statuses(game: StoredGame) -> list[tuple[int, str]]:
    return [(entry.seq, entry.status) for entry in game.log()]


def test_an_edit_that_keeps_everything_legal(game: StoredGame, db_path: Path) -> None:
    assert game.edit(2, add("Ann", 5)) == []
    assert game.state.scores == (7, 4)
    assert check_consistent(db_path, COUNTER, game.id) == game.state


def test_later_commands_made_illegal_are_kept_marked_and_reported(
    game: StoredGame, db_path: Path
) -> None:
    conflicts = game.edit(2, set_("Ann", 5))  # a set does not pass the turn
    assert [(c.seq, c.status, c.error.code if c.error else None) for c in conflicts] == [
        (3, "conflict", "not_your_turn")
    ]
    assert conflicts[0].command == COUNTER.parse_command(add("Bob", 2))
    assert "Ann's turn" in conflicts[0].error.message  # type: ignore[union-attr]
    assert statuses(game) == [(1, "ok"), (2, "ok"), (3, "conflict"), (4, "ok"), (5, "ok")]
    assert game.state.scores == (7, 2)  # the conflict is skipped
    assert check_consistent(db_path, COUNTER, game.id) == game.state


def test_conflicts_survive_a_restart(game: StoredGame, store: GameStore) -> None:
    game.edit(2, set_("Ann", 5))
    game.close()
    again = store.open_game(game.id)
    [conflict] = [entry for entry in again.log() if entry.status == "conflict"]
    assert conflict.seq == 3 and conflict.error and conflict.error.code == "not_your_turn"
    assert again.state == game.state


def test_part_of_the_log_and_where_each_tap_stands(game: StoredGame) -> None:
    """Issue #13: a history reads the taps it shows, not the whole log of a long game."""
    game.edit(2, set_("Ann", 5))
    game.delete(4)
    whole = game.log()
    assert game.seqs() == [entry.seq for entry in whole] == [1, 2, 3, 5]
    assert game.seqs("conflict") == [e.seq for e in whole if e.status == "conflict"] != []
    assert game.log(1, 5) == whole[1:3]
    assert game.log(2) == whole[2:]
    assert game.log(0, 2) == whole[:1]


def test_where_each_tap_of_a_long_log_stands_is_read_row_by_row(
    game: StoredGame, store: GameStore
) -> None:
    """Issue #13: the seqs of a 5,000-tap log are read without holding a row per tap,
    which would set off garbage collections (a full one over a large heap: ~55 ms)."""
    with store.transaction() as db:
        db.execute(
            "WITH RECURSIVE n(i) AS (SELECT 6 UNION ALL SELECT i + 1 FROM n WHERE i < 5005) "
            "INSERT INTO commands (game, seq, command, status, created) "
            "SELECT ?, i, '{}', 'ok', '2026-11-26T00:00:00' FROM n",
            [game.id],
        )
    collections: list[int] = []

    def counted(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            collections.append(info["generation"])

    gc.collect()
    gc.callbacks.append(counted)
    try:
        seqs = game.seqs()
    finally:
        gc.callbacks.remove(counted)
    assert seqs == list(range(1, 5006))
    assert len(collections) <= 1


def test_the_table_drops_a_conflict(game: StoredGame, db_path: Path) -> None:
    game.edit(2, set_("Ann", 5))
    assert game.delete(3) == []
    assert statuses(game) == [(1, "ok"), (2, "ok"), (4, "ok"), (5, "ok")]
    assert game.state.scores == (7, 2)
    assert check_consistent(db_path, COUNTER, game.id) == game.state


def test_the_table_edits_a_conflict(game: StoredGame, db_path: Path) -> None:
    game.edit(2, set_("Ann", 5))
    assert game.edit(3, set_("Bob", 9)) == []
    assert game.state.scores == (7, 11)
    assert check_consistent(db_path, COUNTER, game.id) == game.state


def test_a_conflict_becomes_legal_again_when_its_cause_is_undone(game: StoredGame) -> None:
    original = game.state
    game.edit(2, set_("Ann", 5))
    assert game.edit(2, add("Ann", 2)) == []
    assert all(status == "ok" for _, status in statuses(game))
    assert game.state == original


def test_deleting_an_earlier_command(game: StoredGame, db_path: Path) -> None:
    conflicts = game.delete(2)
    assert [(c.seq, c.error.code) for c in conflicts if c.error] == [(3, "not_your_turn")]
    assert game.state.scores == (2, 2)
    assert check_consistent(db_path, COUNTER, game.id) == game.state


def test_deleting_the_last_command_moves_the_undo_pointer(game: StoredGame, db_path: Path) -> None:
    game.delete(5)
    assert game.head == 4
    assert game.state.scores == (4, 2)
    game.execute(add("Bob", 1))
    assert [seq for seq, _ in statuses(game)] == [1, 2, 3, 4, 5]
    assert check_consistent(db_path, COUNTER, game.id) == game.state


def test_a_later_game_end_turns_everything_after_it_into_conflicts(
    store: GameStore, db_path: Path
) -> None:
    game = store.new_game(COUNTER, setup("Ann", "Bob", target=10))
    for player, amount in (("Ann", 4), ("Bob", 1), ("Ann", 4), ("Bob", 1)):
        game.execute(add(player, amount))
    conflicts = game.edit(2, add("Ann", 6))  # Ann reaches 10 at seq 4 now
    assert [(c.seq, c.error.code) for c in conflicts if c.error] == [(5, "game_over")]
    assert store.summary(game.id).status == "finished"
    assert game.edit(2, add("Ann", 5)) == []
    assert store.summary(game.id).status == "in_progress"
    with pytest.raises(RuleViolation) as raised:
        game.edit(4, add("Ann", 6))
    assert raised.value.code == "over_target"
    game.execute(add("Ann", 1))
    assert game.state.winner == "Ann"
    assert check_consistent(db_path, COUNTER, game.id) == game.state


def test_an_illegal_correction_is_refused_and_changes_nothing(
    game: StoredGame, db_path: Path
) -> None:
    before = db_path.read_bytes(), game.log(), game.state
    with pytest.raises(RuleViolation) as raised:
        game.edit(3, add("Ann", 2))
    assert raised.value.code == "not_your_turn"
    with pytest.raises(InvalidCommand) as missing:
        game.delete(42)
    assert missing.value.code == "no_such_command"
    assert (game.log(), game.state) == before[1:]
    with sqlite3.connect(db_path) as raw:
        assert raw.execute("SELECT count(*) FROM commands").fetchone()[0] == 5


def test_the_setup_cannot_be_deleted_but_can_be_corrected(game: StoredGame, db_path: Path) -> None:
    with pytest.raises(RuleViolation) as raised:
        game.delete(1)
    assert raised.value.code == "cannot_delete_setup"
    conflicts = game.edit(1, setup("Ann", "Cy"))
    assert [(c.seq, c.error.code) for c in conflicts if c.error] == [
        (3, "no_such_player"),
        (4, "not_your_turn"),
        (5, "no_such_player"),
    ]
    assert store_players(db_path) == ["Ann", "Cy"]


def store_players(path: Path) -> list[str]:
    with sqlite3.connect(path) as raw:
        return json.loads(raw.execute("SELECT players FROM games").fetchone()[0])


def test_editing_an_undone_command_keeps_the_current_state(game: StoredGame, db_path: Path) -> None:
    game.undo()
    game.undo()
    now = game.state
    conflicts = game.edit(4, set_("Ann", 20))
    assert [(c.seq, c.undone) for c in conflicts] == [(5, True)]
    assert game.state == now
    assert game.head == 3
    game.redo()
    assert game.state.scores == (20, 2)
    assert game.redo().events == ()  # the conflict is redone but changes nothing
    assert game.state.scores == (20, 2)
    check_consistent(db_path, COUNTER, game.id)


def test_conflicts_among_undone_commands_are_marked_undone(game: StoredGame) -> None:
    game.undo()
    conflicts = game.edit(2, set_("Ann", 5))
    assert [(c.seq, c.undone) for c in conflicts] == [(3, False)]
    game.undo()
    game.undo()
    conflicts = game.edit(2, add("Ann", 1))
    assert conflicts == []
    game.edit(2, set_("Ann", 1))
    assert [(e.seq, e.status, e.undone) for e in game.log()][2:] == [
        (3, "conflict", True),
        (4, "ok", True),
        (5, "ok", True),
    ]


def test_long_replays_rebuild_the_snapshots(store: GameStore, db_path: Path) -> None:
    game = store.new_game(COUNTER, setup("Ann", "Bob", target=1000))
    for turn in range(30):
        game.execute(add(("Ann", "Bob")[turn % 2], 1 + turn % 6))
    game.edit(3, set_("Ann", 100))
    game.delete(7)
    state = check_consistent(db_path, COUNTER, game.id)
    assert state == game.state
    game.close()
    assert store.open_game(game.id).state == state


def test_the_state_before_a_tap_is_what_the_table_saw_then(
    game: StoredGame, store: GameStore
) -> None:
    """Fixing a tap at the table shows the game as it was just before it."""
    assert game.state_before(2).scores == (0, 0)
    assert game.state_before(4).scores == (2, 2)
    assert game.state_before(5) == game.state_before(5)
    game.undo()  # an undone tap: the state before it is still known
    assert game.state_before(5).scores == (4, 2)
    again = store.open_game(game.id, read_only=True)  # read from the database, not memory
    assert again.state_before(4).scores == (2, 2)
    assert again.state_before(1) is None  # before the setup
    with pytest.raises(InvalidCommand):
        again.state_before(9)
