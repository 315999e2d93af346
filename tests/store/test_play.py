"""Playing a stored game: one transaction per command, undo/redo, resume, the games list."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from companion.core import DataError, Event, InvalidCommand, RuleViolation
from companion.store import GameStore, ReadOnlyGame, StoredGame, default_path
from companion.store.database import CACHE_KIB

from .checks import check_consistent
from .counter import COUNTER, CounterRuleset, add, set_, setup


def play(game: StoredGame, turns: int) -> None:
    """``turns`` legal adds of 1, alternating Ann and Bob."""
    for _ in range(turns):
        game.execute(add(game.state.players[game.state.turn]))


def test_a_new_game_is_saved_with_its_setup(store: GameStore) -> None:
    game = store.new_game("counter", setup("Ann", "Bob"), title="Friday")
    assert game.head == 1
    [row] = store.list_games()
    assert (row.id, row.game_id, row.title, row.players) == (
        game.id,
        "counter",
        "Friday",
        ("Ann", "Bob"),
    )
    assert (row.status, row.scores) == ("in_progress", {"Ann": 0, "Bob": 0})


def test_an_illegal_setup_saves_nothing(store: GameStore) -> None:
    with pytest.raises(RuleViolation):
        store.new_game(COUNTER, setup("Ann", "Ann"))
    assert store.list_games() == []


def test_execute_saves_the_command_its_events_and_the_summary(
    store: GameStore, db_path: Path
) -> None:
    game = store.new_game(COUNTER, setup())
    outcome = game.execute(add("Ann", 3))
    assert [type(event).__name__ for event in outcome.events] == ["Added", "TurnPassed"]
    with sqlite3.connect(db_path) as raw:
        commands = raw.execute("SELECT seq, command, status FROM commands ORDER BY seq").fetchall()
        events = raw.execute("SELECT seq, idx, event FROM events WHERE seq = 2").fetchall()
        scores = raw.execute("SELECT scores FROM games").fetchone()[0]
    assert [(seq, status) for seq, _, status in commands] == [(1, "ok"), (2, "ok")]
    assert json.loads(commands[1][1]) == add("Ann", 3)
    assert [json.loads(event)["type"] for _, _, event in events] == ["added", "turn_passed"]
    assert json.loads(events[1][2])["automatic"] is True
    assert json.loads(scores) == {"Ann": 3, "Bob": 0}


def test_the_log_carries_each_command_s_stored_events(store: GameStore) -> None:
    game = store.new_game(COUNTER, setup())
    assert game.created is not None and game.created.events == game.log()[0].events
    outcome = game.execute(add("Ann", 3))
    assert game.log()[1].events == outcome.events
    assert [type(event).__name__ for event in game.log()[0].events] == ["SetUp"]
    game.undo()  # an undone command keeps its events for redo
    assert game.log()[1].events == outcome.events


def test_an_illegal_command_saves_nothing(store: GameStore) -> None:
    game = store.new_game(COUNTER, setup())
    with pytest.raises(RuleViolation) as raised:
        game.execute(add("Bob"))
    assert raised.value.code == "not_your_turn"
    with pytest.raises(InvalidCommand):
        game.execute({"type": "jump"})
    assert game.head == 1
    assert len(game.log()) == 1


def test_a_failed_write_leaves_the_game_in_memory_unchanged(
    store: GameStore, db_path: Path
) -> None:
    game = store.new_game(COUNTER, setup())
    game.execute(add("Ann"))
    before = game.state
    with sqlite3.connect(db_path) as raw:
        raw.execute(
            "CREATE TRIGGER refuse BEFORE INSERT ON events "
            "BEGIN SELECT RAISE(ABORT, 'disk full'); END"
        )
    with pytest.raises(DataError) as raised:
        game.execute(add("Bob"))
    assert raised.value.code == "database_unavailable"
    assert str(db_path) in raised.value.message
    assert game.state == before
    assert game.head == 2
    assert [entry.seq for entry in game.log()] == [1, 2]
    with sqlite3.connect(db_path) as raw:
        raw.execute("DROP TRIGGER refuse")
    game.execute(add("Bob"))
    assert game.state.scores == (1, 1)


class CountingRuleset(CounterRuleset):
    """The counter game, counting the stored events it reads."""

    events_read = 0

    def parse_event(self, data: Any) -> Event:
        self.events_read += 1
        return super().parse_event(data)


def test_resume_gives_the_same_state_and_reads_from_the_latest_snapshot(
    store: GameStore, db_path: Path
) -> None:
    game = store.new_game(COUNTER, setup(target=1000))
    play(game, 23)
    live = game.state
    game.close()
    with sqlite3.connect(db_path) as raw:
        snapshots = [seq for (seq,) in raw.execute("SELECT seq FROM snapshots ORDER BY seq")]
    assert snapshots == [1, 5, 9, 13, 17, 21]  # after the setup, then every 4
    counting = CountingRuleset()
    with GameStore(db_path, rulesets=[counting]) as again:
        resumed = again.open_game(game.id)
        assert resumed.state == live
        assert resumed.head == 24
        assert counting.events_read == 6  # two events each of commands 22 to 24 only


def test_resume_does_not_trust_anything_but_snapshots_and_events(
    store: GameStore, db_path: Path
) -> None:
    game = store.new_game(COUNTER, setup(target=1000))
    play(game, 6)
    game.close()
    with sqlite3.connect(db_path) as raw:
        raw.execute("DELETE FROM snapshots")
    assert store.open_game(game.id).state == game.state


def test_snapshots_and_events_a_new_ruleset_cannot_read_are_rebuilt(
    store: GameStore, db_path: Path
) -> None:
    game = store.new_game(COUNTER, setup(target=1000))
    play(game, 10)
    game.edit(3, set_("Bob", 4))
    live, log = game.state, game.log()
    game.close()
    with sqlite3.connect(db_path) as raw:  # as if the state and events had changed shape
        raw.execute("UPDATE snapshots SET state = '{\"old\": true}'")
        raw.execute("UPDATE events SET event = replace(event, '\"added\"', '\"added_v0\"')")
    watched = store.open_game(game.id, read_only=True)  # re-derived in memory only
    assert watched.state == live
    watched.close()
    again = store.open_game(game.id)
    assert (again.state, again.log()) == (live, log)
    assert check_consistent(db_path, COUNTER, game.id) == live


def test_games_saved_by_older_rules_are_re_derived_from_their_commands(
    store: GameStore, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = store.new_game(COUNTER, setup(target=1000))
    play(game, 6)
    live = game.state
    game.close()
    with sqlite3.connect(db_path) as raw:  # events that mean something else to newer rules
        raw.execute("UPDATE events SET event = replace(event, '\"amount\":', '\"amount\":1+')")
        raw.execute(
            'UPDATE events SET event = \'{"type": "turn_passed", "to": "Ann"}\' '
            "WHERE event LIKE '%turn_passed%'"
        )
        raw.execute("UPDATE games SET rules_version = 0")
    watched = store.open_game(game.id, read_only=True)
    assert watched.state == live
    watched.close()
    again = store.open_game(game.id)
    assert again.state == live
    assert check_consistent(db_path, COUNTER, game.id) == live
    with sqlite3.connect(db_path) as raw:
        assert raw.execute("SELECT rules_version FROM games").fetchone()[0] == COUNTER.version


def test_closing_the_store_releases_its_games(db_path: Path) -> None:
    with GameStore(db_path, rulesets=[COUNTER]) as store:
        number = store.new_game(COUNTER, setup()).id
    with GameStore(db_path, rulesets=[COUNTER]) as store:
        store.open_game(number).execute(add("Ann"))


def test_a_game_that_fails_to_load_is_not_left_locked(store: GameStore, db_path: Path) -> None:
    game = store.new_game(COUNTER, setup())
    game.close()
    with sqlite3.connect(db_path) as raw:
        raw.execute('UPDATE commands SET command = \'{"type": "jump"}\'')
        raw.execute("UPDATE snapshots SET state = '{}'")
    with pytest.raises(DataError) as raised:
        store.open_game(game.id)
    assert raised.value.code == "game_damaged"
    with sqlite3.connect(db_path) as raw:
        assert raw.execute("SELECT count(*) FROM locks").fetchone()[0] == 0


def test_undo_and_redo(store: GameStore) -> None:
    game = store.new_game(COUNTER, setup())
    game.execute(add("Ann", 2))
    after_two = game.state
    game.execute(add("Bob", 5))
    undone = game.undo()
    assert undone.command == COUNTER.parse_command(add("Bob", 5))
    assert [type(event).__name__ for event in undone.events] == ["Added", "TurnPassed"]
    assert undone.state == after_two == game.state
    assert game.can_redo
    redone = game.redo()
    assert redone.state.scores == (2, 5)
    assert not game.can_redo


def test_undo_down_to_nothing_and_back(store: GameStore) -> None:
    game = store.new_game(COUNTER, setup(target=1000))
    states = [game.state]
    for _ in range(10):
        play(game, 1)
        states.append(game.state)
    for _ in range(11):
        game.undo()
    assert game.state is None and game.head == 0
    with pytest.raises(RuleViolation) as raised:
        game.undo()
    assert raised.value.code == "nothing_to_undo"
    assert [game.redo().state for _ in range(11)] == states
    with pytest.raises(RuleViolation) as raised:
        game.redo()
    assert raised.value.code == "nothing_to_redo"


def test_undo_survives_a_restart(store: GameStore, db_path: Path) -> None:
    game = store.new_game(COUNTER, setup(target=1000))
    play(game, 9)
    for _ in range(6):
        game.undo()
    state, head = game.state, game.head
    game.close()
    store.close()
    with GameStore(db_path, rulesets=[COUNTER], snapshot_every=4) as reopened:
        again = reopened.open_game(game.id)
        assert (again.state, again.head) == (state, head)
        assert [entry.undone for entry in again.log()].count(True) == 6
        for _ in range(6):
            again.redo()
        assert again.state.scores == (5, 4)


def test_a_new_command_after_undo_discards_the_undone_ones(store: GameStore, db_path: Path) -> None:
    game = store.new_game(COUNTER, setup(target=1000))
    play(game, 9)
    for _ in range(5):
        game.undo()
    game.execute(set_("Ann", 7))
    assert not game.can_redo
    assert [entry.seq for entry in game.log()] == [1, 2, 3, 4, 5, 6]
    with sqlite3.connect(db_path) as raw:
        assert raw.execute("SELECT max(seq) FROM events").fetchone()[0] == 6
        assert raw.execute("SELECT max(seq) FROM snapshots").fetchone()[0] == 5
    game.close()
    assert store.open_game(game.id).state == game.state


def test_games_list_shows_status_players_scores_newest_first(store: GameStore) -> None:
    first = store.new_game(COUNTER, setup("Ann", "Bob", target=3))
    second = store.new_game(COUNTER, setup("Cy", "Di", "Ed"))
    first.execute(add("Ann", 3))
    rows = store.list_games()
    assert [row.id for row in rows] == [first.id, second.id]
    assert rows[0].status == "finished"
    assert rows[0].scores == {"Ann": 3, "Bob": 0}
    assert rows[1].players == ("Cy", "Di", "Ed")
    assert rows[0].updated >= rows[0].created
    assert [row.id for row in store.list_games("in_progress")] == [second.id]
    assert [row.id for row in store.list_games("finished")] == [first.id]
    first.undo()
    assert store.summary(first.id).status == "in_progress"


def test_a_ruleset_without_the_summary_hook(store: GameStore) -> None:
    class Plain:
        game_id = "plain"
        title = "Plain"

        def __getattr__(self, name: str) -> object:
            if name == "summary":
                raise AttributeError(name)
            return getattr(COUNTER, name)

    game = store.new_game(Plain(), setup())  # type: ignore[arg-type]
    row = store.summary(game.id)
    assert (row.players, row.status, row.scores) == ((), "in_progress", {})


def test_delete_game(store: GameStore) -> None:
    game = store.new_game(COUNTER, setup())
    game.close()
    store.delete_game(game.id)
    assert store.list_games() == []
    with pytest.raises(InvalidCommand) as raised:
        store.open_game(game.id)
    assert raised.value.code == "no_such_game"


def test_read_only_game_refuses_every_change(store: GameStore) -> None:
    game = store.new_game(COUNTER, setup())
    watcher = store.open_game(game.id, read_only=True)
    for change in (
        lambda: watcher.execute(add("Ann")),
        watcher.undo,
        watcher.redo,
        lambda: watcher.edit(1, setup()),
        lambda: watcher.delete(1),
        watcher.heartbeat,
    ):
        with pytest.raises(ReadOnlyGame):
            change()
    game.execute(add("Ann", 4))
    watcher.refresh()
    assert watcher.state.scores == (4, 0)


def test_default_path_follows_the_environment(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path / "data"))
    assert default_path() == tmp_path / "data" / "companion.sqlite3"
    with GameStore() as opened:
        assert opened.path.exists()
    monkeypatch.delenv("COMPANION_DATA_DIR")
    assert default_path().name == "companion.sqlite3"
    assert "boardgame-companion" in str(default_path())


def test_the_database_is_in_wal_mode(store: GameStore) -> None:
    assert store.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert store.db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL


def test_the_page_cache_is_bounded(store: GameStore) -> None:
    """Issue #13: SQLite's page cache stays small (the system caches the file)."""
    assert store.db.execute("PRAGMA cache_size").fetchone()[0] == -CACHE_KIB
    assert CACHE_KIB <= 256


def test_undo_past_the_states_kept_in_memory(db_path: Path) -> None:
    """Issue #13: beyond the states kept, undo reloads from a snapshot (every 100 taps
    by default, more than are kept) and the events after it; the same states as before."""
    from companion.store.game import FRAMES_KEPT

    store = GameStore(db_path, rulesets=[COUNTER])
    game = store.new_game(COUNTER, setup(target=10_000))
    states = [game.state]
    for turn in range(FRAMES_KEPT * 2):
        game.execute(add(("Ann", "Bob")[turn % 2], 1 + turn % 6))
        states.append(game.state)
    assert len(game._frames) <= FRAMES_KEPT
    for expected in reversed(states[:-1]):
        game.undo()
        assert game.state == expected
        assert len(game._frames) <= FRAMES_KEPT  # a reload from a snapshot too
    for expected in states[1:]:  # and redo, from the states reloaded
        game.redo()
        assert game.state == expected
    reopened = store.open_game(game.id, read_only=True)
    assert len(reopened._frames) <= FRAMES_KEPT
    store.close()


def test_redo_keeps_the_states_in_memory_bounded(store: GameStore) -> None:
    """Issue #13: undo frames stay capped however many taps are redone."""
    from companion.store.game import FRAMES_KEPT

    game = store.new_game(COUNTER, setup(target=10_000))
    for turn in range(FRAMES_KEPT * 2):
        game.execute(add(("Ann", "Bob")[turn % 2], 1 + turn % 6))
    final = game.state
    for _ in range(FRAMES_KEPT * 2):
        game.undo()
    for _ in range(FRAMES_KEPT * 2):
        game.redo()
    assert len(game._frames) <= FRAMES_KEPT
    assert game.state == final
