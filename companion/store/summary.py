"""What the games list shows about a game's current state, as its ruleset and plug-in
say (imported in idle time after the first frame, or by the first commit: not on the
start path, issue #13)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from companion.store.rows import GAME_STATUSES, GameStatus, to_json

if TYPE_CHECKING:
    from companion.core.plugin import GamePlugin, Ruleset
    from companion.core.scores import Result


@dataclass(frozen=True)
class Summary:
    """What the games list shows about a game's current state."""

    players: tuple[str, ...] = ()
    status: GameStatus = "in_progress"
    scores: Mapping[str, Any] | None = None
    progress: Mapping[str, int] | None = None
    """How far the game is (``round``/``rounds``), when the game says."""
    phase: str = ""
    """The plug-in's phase id (``play``, ``finished``...), when the game is a plug-in."""
    result: Result | None = None
    """A finished game's result, when its plug-in gives one."""
    parts: Mapping[str, tuple[int, ...]] = field(default_factory=dict)
    """A finished game's breakdown: category id → points per seat."""
    tags: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """A finished game's seat tags: tag id → value id per seat (a board side...)."""

    def columns(self) -> dict[str, str | int]:
        """The ``games`` columns this summary fills."""
        return {
            "players": to_json(list(self.players)),
            "status": self.status,
            "scores": to_json(dict(self.scores or {})),
            "progress": to_json(dict(self.progress or {})),
            "phase": self.phase,
            "player_count": len(self.players),
        }


def summarize(ruleset: Ruleset, state: Any, data: Any, plugin: GamePlugin | None = None) -> Summary:
    """The ruleset's ``summary(state, data)`` hook as a :class:`Summary`; with the
    game's ``plugin``, also its phase, and once finished its ``result`` and
    optional ``stats_breakdown`` (see ``docs/statistics.md``).

    Rulesets without the hook, and games not yet set up, give no players and
    status ``in_progress``.
    """
    hook = getattr(ruleset, "summary", None)
    if hook is None or state is None:
        return Summary()
    shown: Mapping[str, Any] = hook(state, data)
    status = shown.get("status", "in_progress")
    summary = Summary(
        players=tuple(str(name) for name in shown.get("players", ())),
        status=status if status in GAME_STATUSES else "in_progress",
        scores=shown.get("scores"),
        progress={
            str(key): value
            for key, value in dict(shown.get("progress") or {}).items()
            if isinstance(value, int)
        },
    )
    if plugin is None:
        return summary
    extra: dict[str, Any] = {"phase": str(plugin.phase(state))}
    if summary.status == "finished":
        extra["result"] = plugin.result(state, data)
        breakdown = getattr(plugin, "stats_breakdown", None)
        if breakdown is not None:
            shown_parts = breakdown(state, data)
            extra["parts"] = dict(shown_parts.parts)
            extra["tags"] = dict(shown_parts.tags)
    return replace(summary, **extra)
