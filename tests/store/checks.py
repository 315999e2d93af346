"""An independent check of a stored game: everything derived agrees with its commands."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

from companion.core import CompanionError, Ruleset
from companion.core.session import fold
from companion.store.summary import summarize


def check_consistent(path: Path, ruleset: Ruleset, game: int, data: Any = None) -> Any:
    """Re-derive statuses, events, snapshots and the summary from the stored commands.

    Reads the file with a plain connection (not the store) and fails on any
    disagreement; returns the state at the undo pointer. ``data`` is the game's
    data the commands were decided with (default: the ruleset's built-in data).
    """
    if data is None:
        data = ruleset.default_data()
    with sqlite3.connect(path) as raw:
        commands = raw.execute(
            "SELECT seq, command, status, error FROM commands WHERE game = ? ORDER BY seq", [game]
        ).fetchall()
        events: dict[int, list[Any]] = {}
        for seq, text in raw.execute(
            "SELECT seq, event FROM events WHERE game = ? ORDER BY seq, idx", [game]
        ):
            events.setdefault(seq, []).append(json.loads(text))
        snapshots = dict(raw.execute("SELECT seq, state FROM snapshots WHERE game = ?", [game]))
        head, players, status, scores = raw.execute(
            "SELECT head, players, status, scores FROM games WHERE id = ?", [game]
        ).fetchone()
    state: Any = None
    head_state: Any = None
    seqs = [seq for seq, *_ in commands]
    assert head == 0 or head in seqs, f"head {head} is not a stored command"
    for seq, text, stored_status, error in commands:
        command = ruleset.parse_command(json.loads(text))
        try:
            expected = ruleset.decide(state, command, data)
        except CompanionError as problem:
            assert stored_status == "conflict", f"command {seq} should be a conflict"
            assert json.loads(error)["code"] == problem.code
            assert seq not in events, f"conflict {seq} has events"
        else:
            assert stored_status == "ok", f"command {seq} should be ok"
            assert error is None
            assert events.get(seq, []) == [event.model_dump(mode="json") for event in expected]
            state = fold(ruleset, state, expected)
        if seq in snapshots:
            assert ruleset.state_from_json(json.loads(snapshots[seq])) == state, f"snapshot {seq}"
        if seq == head:
            head_state = state
    assert set(events) <= set(seqs) and set(snapshots) <= set(seqs)
    summary = summarize(ruleset, head_state, data)
    assert json.loads(players) == list(summary.players)
    assert status == summary.status
    assert json.loads(scores) == dict(summary.scores or {})
    return head_state
