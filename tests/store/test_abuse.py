"""The damage scenarios of issue #12: each failed on the release before and holds now.

1. a stray ``-wal`` of another database beside ours; 3. one bad value in a sound
database; 4. the ``-wal`` deleted mid-game, then a crash; 5. an uncreatable data
folder; 6. a damaged command row. (2, the CLI making a schemaless file, is in
``tests/uc/test_cli.py``.)
"""

from __future__ import annotations

import shutil
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from companion.core import DataError
from companion.store import GameStore

from .counter import COUNTER, add, setup


def make_games(path: Path, games: int, taps: int = 6, target: int = 1000) -> None:
    with GameStore(path, rulesets=[COUNTER]) as store:
        for _ in range(games):
            with store.new_game(COUNTER, setup(target=target)) as game:
                for turn in range(taps):
                    game.execute(add(("Ann", "Bob")[turn % 2], 1))


def leave_wal(path: Path, games: int) -> Path:
    """A database at ``path`` left by a killed process: its last changes only in the -wal."""
    make_games(path, 1)
    keep = sqlite3.connect(path)  # a second connection keeps the -wal from being merged
    keep.execute("PRAGMA journal_mode=WAL")
    with GameStore(path, rulesets=[COUNTER]) as store:
        for _ in range(games - 1):
            store.new_game(COUNTER, setup()).close()
        wal = Path(f"{path}-wal")
        copy = path.with_name(path.name + ".copy")
        shutil.copyfile(path, copy)
        shutil.copyfile(wal, Path(f"{copy}-wal"))
    keep.close()
    return copy


def count_games(path: Path) -> int:
    with GameStore(path, rulesets=[COUNTER]) as store:
        return len(store.list_games())


# --- 1. a -wal of another database -------------------------------------------------


def test_a_foreign_wal_is_set_aside_and_never_replayed(tmp_path: Path) -> None:
    ours = tmp_path / "companion.sqlite3"
    make_games(ours, 4)
    other = leave_wal(tmp_path / "other.sqlite3", 2)
    shutil.copyfile(Path(f"{other}-wal"), Path(f"{ours}-wal"))
    with GameStore(ours, rulesets=[COUNTER]) as store:
        assert len(store.list_games()) == 4
        assert [notice.code for notice in store.notices] == ["foreign_wal_set_aside"]
        kept = Path(store.notices[0].params["kept"])
    assert kept.exists() and kept.read_bytes() == Path(f"{other}-wal").read_bytes()
    assert count_games(ours) == 4


def test_another_database_copied_over_ours_keeps_its_own_games(tmp_path: Path) -> None:
    ours = leave_wal(tmp_path / "ours.sqlite3", 3)  # ours, crashed: 3 games, 2 in the -wal
    replacement = tmp_path / "replacement.sqlite3"
    make_games(replacement, 5)
    shutil.copyfile(replacement, ours)  # the restore: the old -wal stays beside it
    with GameStore(ours, rulesets=[COUNTER]) as store:
        assert len(store.list_games()) == 5
        assert [notice.code for notice in store.notices] == ["foreign_wal_set_aside"]


def test_our_own_wal_after_a_crash_is_replayed(tmp_path: Path) -> None:
    crashed = leave_wal(tmp_path / "ours.sqlite3", 3)
    with GameStore(crashed, rulesets=[COUNTER]) as store:
        assert len(store.list_games()) == 3
        assert store.notices == []


def test_a_wal_that_vanishes_while_it_is_vetted_leaves_the_database_as_it_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Found by the kill test: another process's last connection closed (and removed
    its -wal) between the check that a -wal exists and its copy."""
    from companion.store import vetting

    crashed = leave_wal(tmp_path / "ours.sqlite3", 2)
    copy = shutil.copyfile

    def vanishing(src: object, dst: object) -> object:
        if str(src).endswith("-wal"):
            raise FileNotFoundError(src)
        return copy(src, dst)  # type: ignore[arg-type]

    monkeypatch.setattr(vetting.shutil, "copyfile", vanishing)
    assert vetting.wal_belongs(crashed)
    monkeypatch.undo()
    with GameStore(crashed, rulesets=[COUNTER]) as store:
        assert store.notices == []


def test_an_orphaned_wal_is_kept_aside_and_a_fresh_database_starts(tmp_path: Path) -> None:
    crashed = leave_wal(tmp_path / "ours.sqlite3", 2)
    crashed.unlink()
    with GameStore(crashed, rulesets=[COUNTER]) as store:
        assert store.list_games() == []
        assert [notice.code for notice in store.notices] == ["orphaned_wal_set_aside"]
        assert Path(store.notices[0].params["kept"]).exists()


# --- 3. one bad value in a sound database ------------------------------------------


@pytest.mark.parametrize(
    "damage",
    [
        "UPDATE games SET created = 'yesterday' WHERE id = 2",
        "UPDATE games SET players = 'not json' WHERE id = 2",
        "UPDATE games SET scores = '[1, 2]' WHERE id = 2",
        "UPDATE games SET status = 'lost' WHERE id = 2",
    ],
)
def test_a_bad_games_row_is_a_damaged_game_not_a_crash(tmp_path: Path, damage: str) -> None:
    path = tmp_path / "companion.sqlite3"
    make_games(path, 3)
    with closing(sqlite3.connect(path)) as raw, raw:
        raw.execute(damage)
    with GameStore(path, rulesets=[COUNTER]) as store:
        statuses = {row.id: row.status for row in store.list_games()}
        assert statuses == {1: "in_progress", 2: "damaged", 3: "in_progress"}
        store.open_game(1).execute(add("Ann"))


def test_a_bad_schema_version_is_reported_as_damage(tmp_path: Path) -> None:
    path = tmp_path / "companion.sqlite3"
    make_games(path, 1)
    with closing(sqlite3.connect(path)) as raw, raw:
        raw.execute("UPDATE meta SET value = 'two' WHERE key = 'schema_version'")
    with pytest.raises(DataError) as raised:
        GameStore(path, rulesets=[COUNTER])
    assert raised.value.code == "database_damaged"


@pytest.mark.parametrize(
    "lock",
    [
        "('x', 'not a pid', 'here', 1.0)",
        "('x', 1, 2, 'noon')",
        "('x', -5, 'elsewhere', 1e300)",
    ],
)
def test_a_bad_lock_row_does_not_hold_the_game(tmp_path: Path, lock: str) -> None:
    path = tmp_path / "companion.sqlite3"
    make_games(path, 1)
    with closing(sqlite3.connect(path)) as raw, raw:
        raw.execute(f"INSERT INTO locks (game, owner, pid, host, heartbeat) VALUES (1, {lock[1:]}")
    with GameStore(path, rulesets=[COUNTER]) as store:
        store.open_game(1).execute(add("Ann"))


@pytest.mark.parametrize("head", [-3, 999, "'x'"])
def test_a_bad_undo_pointer_is_a_damaged_game(tmp_path: Path, head: object) -> None:
    path = tmp_path / "companion.sqlite3"
    make_games(path, 2)
    with closing(sqlite3.connect(path)) as raw, raw:
        raw.execute(f"UPDATE games SET head = {head} WHERE id = 1")
    with GameStore(path, rulesets=[COUNTER]) as store:
        with pytest.raises(DataError) as raised:
            store.open_game(1)
        assert raised.value.code == "game_damaged"
        store.open_game(2).execute(add("Ann"))


# --- 4. the -wal deleted mid-game, then a crash -----------------------------------------


def test_deleting_the_wal_mid_game_then_crashing_loses_nothing(tmp_path: Path) -> None:
    path = tmp_path / "companion.sqlite3"
    store = GameStore(path, rulesets=[COUNTER])
    game = store.new_game(COUNTER, setup(target=10_000))
    for turn in range(50):
        game.execute(add(("Ann", "Bob")[turn % 2], 1))
    Path(f"{path}-wal").unlink()  # a clean-up tool, a sync client...
    game.execute(add("Ann", 1))  # the store notices at the next change
    assert [notice.code for notice in store.notices] == ["wal_vanished"]
    game.execute(add("Bob", 1))
    crash = tmp_path / "after-the-crash.sqlite3"  # what the disk holds if the power fails now
    shutil.copyfile(path, crash)
    if Path(f"{path}-wal").exists():
        shutil.copyfile(Path(f"{path}-wal"), Path(f"{crash}-wal"))
    with GameStore(crash, rulesets=[COUNTER]) as after:
        assert after.open_game(1, read_only=True).head == 53


# --- 5. a data folder that cannot be made ------------------------------------------------


def test_an_uncreatable_folder_gets_a_clear_error(tmp_path: Path) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    with pytest.raises(DataError) as raised:
        GameStore(blocker / "data" / "companion.sqlite3")
    assert raised.value.code == "database_unavailable"
    assert "COMPANION_DATA_DIR" in raised.value.message


# --- 6. a damaged command row ------------------------------------------------------------


def test_a_damaged_command_row_gives_clear_errors_and_a_readable_export(tmp_path: Path) -> None:
    path = tmp_path / "companion.sqlite3"
    make_games(path, 1, taps=8)
    with closing(sqlite3.connect(path)) as raw, raw:
        raw.execute('UPDATE commands SET command = \'{"type": "add", "amo\' WHERE seq = 6')
    with GameStore(path, rulesets=[COUNTER]) as store:
        game = store.open_game(1, read_only=True)  # the state comes from stored events
        with pytest.raises(DataError) as log:
            game.log()
        assert log.value.code == "game_damaged" and log.value.params["seq"] == 6
        with pytest.raises(DataError) as export:
            store.export_game(1)
        assert export.value.code == "game_damaged"
        lines = store.export_game(1, as_far_as_it_reads=True)
        assert len(lines) == 1 + 5  # the header and the first five commands
        copy = store.import_game(lines)
        assert store.open_game(copy, read_only=True).head == 5
