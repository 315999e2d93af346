"""A game the app closes keeps its state at the head as a snapshot (issue #13): opening
it again folds no events, and the snapshots of repeated closes stay few."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from companion.store import GameStore

from .checks import check_consistent
from .counter import COUNTER, CounterRuleset, add, setup
from .test_play import CountingRuleset, play


def _snapshots(db_path: Path, game: int) -> list[int]:
    with sqlite3.connect(db_path) as raw:
        rows = raw.execute("SELECT seq FROM snapshots WHERE game = ? ORDER BY seq", [game])
        return [seq for (seq,) in rows]


def test_resuming_after_a_close_that_keeps_the_state_folds_no_events(
    store: GameStore, db_path: Path
) -> None:
    game = store.new_game(COUNTER, setup(target=1000))
    play(game, 22)
    live = game.state
    game.close(keep_state=True)
    assert _snapshots(db_path, game.id) == [1, 5, 9, 13, 17, 21, 23]
    counting = CountingRuleset()
    with GameStore(db_path, rulesets=[counting]) as again:
        resumed = again.open_game(game.id)
        assert (resumed.state, resumed.head) == (live, 23)
        assert counting.events_read == 0
    assert check_consistent(db_path, COUNTER, game.id).scores == live.scores


def test_the_kept_snapshot_reads_back_equal_to_the_replayed_state(
    store: GameStore, db_path: Path
) -> None:
    game = store.new_game(COUNTER, setup(target=1000))
    play(game, 6)
    game.undo()
    game.close(keep_state=True)
    with sqlite3.connect(db_path) as raw:
        (text,) = raw.execute(
            "SELECT state FROM snapshots WHERE game = ? AND seq = 6", [game.id]
        ).fetchone()
    ruleset = CounterRuleset()
    assert ruleset.state_from_json(json.loads(text)) == game.state
    again = store.open_game(game.id)
    assert again.can_redo and again.redo().state.scores == (3, 3)


def test_repeated_closes_keep_a_snapshot_within_every_few_commands(
    store: GameStore, db_path: Path
) -> None:
    game = store.new_game(COUNTER, setup(target=1000))
    for _ in range(12):
        play(game, 1)
        game.close(keep_state=True)
        game = store.open_game(game.id)
    kept = _snapshots(db_path, game.id)
    assert kept[-1] == 13 and len(kept) <= 13 // 4 + 2
    for seq in range(1, 14):  # every command has a snapshot fewer than 4 commands before it
        assert seq - max(s for s in kept if s <= seq) < 4
    while game.can_undo:  # undo reloads from the snapshots below
        game.undo()
        assert game.state == check_consistent(db_path, COUNTER, game.id)
    game.close(keep_state=True)  # head 0: nothing to keep
    assert _snapshots(db_path, game.id) == kept


def test_a_game_taken_over_keeps_no_state_of_ours(store: GameStore, db_path: Path) -> None:
    game = store.new_game(COUNTER, setup(target=1000))
    play(game, 2)
    with sqlite3.connect(db_path) as raw:  # another instance took it over
        raw.execute("UPDATE locks SET owner = 'elsewhere' WHERE game = ?", [game.id])
    game.close(keep_state=True)
    assert _snapshots(db_path, game.id) == [1]


def test_a_plain_close_writes_no_snapshot(store: GameStore, db_path: Path) -> None:
    game = store.new_game(COUNTER, setup(target=1000))
    play(game, 2)
    game.close()
    assert _snapshots(db_path, game.id) == [1]


def test_an_imported_game_keeps_its_last_state(store: GameStore, db_path: Path) -> None:
    lines = [json.dumps(setup(target=1000))]
    lines += [json.dumps(add(("Ann", "Bob")[turn % 2])) for turn in range(6)]
    number = store.import_game(lines, game="counter")
    assert _snapshots(db_path, number) == [1, 5, 7]
    counting = CountingRuleset()
    with GameStore(db_path, rulesets=[counting]) as again:
        assert again.open_game(number).state.scores == (3, 3)
        assert counting.events_read == 0
