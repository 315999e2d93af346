"""The one registry of games: plug-ins found through entry points.

A game is a distribution's entry point in the group ``companion.games`` whose
object is a :class:`~companion.core.plugin.GamePlugin` (declared in
``pyproject.toml``; see ``docs/adding-a-game.md``). Nothing is registered by
importing a module for its side effect. Tests may :func:`register` extra games.
"""

from __future__ import annotations

from functools import cache

from companion.core.entry_points import Point, scan
from companion.core.errors import DataError, InvalidCommand
from companion.core.plugin import GamePlugin, Ruleset

GROUP = "companion.games"
"""The entry-point group that lists the games."""

_EXTRA: dict[str, GamePlugin] = {}


@cache
def _installed() -> tuple[Point, ...]:
    """Every installed entry point, the installed distributions read once for all groups
    (without ``importlib.metadata``: :mod:`companion.core.entry_points`)."""
    return tuple(scan())


def installed(group: str) -> list[Point]:
    """The installed entry points of ``group`` (the games' UIs find theirs here too: a
    start reads the installed distributions once, not once per group)."""
    return [point for point in _installed() if point.group == group]


@cache
def _declared() -> dict[str, Point]:
    """The installed games' entry points by game id, none of them loaded yet."""
    return {point.name: point for point in installed(GROUP)}


@cache
def _load(game_id: str) -> GamePlugin:
    """The installed plug-in of ``game_id``, imported on first use (a resumed game's
    first frame imports its own game only)."""
    point = _declared()[game_id]
    plugin: GamePlugin = point.load()
    if plugin.id != point.name:
        raise DataError(
            "plugin_misnamed",
            f"The game plug-in {point.value} calls itself {plugin.id!r} but is "
            f"declared as {point.name!r}.",
            entry_point=point.value,
        )
    return plugin


def register(plugin: GamePlugin) -> GamePlugin:
    """Add a game that is not installed as an entry point (tests, experiments)."""
    existing = _load(plugin.id) if plugin.id in _declared() else _EXTRA.get(plugin.id)
    if existing is not None and existing is not plugin:
        raise ValueError(f"a different game is already registered as {plugin.id!r}")
    _EXTRA[plugin.id] = plugin
    return plugin


def registered_games() -> list[str]:
    """The ids of all registered games, sorted (no plug-in is imported for this)."""
    return sorted({*_declared(), *_EXTRA})


def plugins() -> list[GamePlugin]:
    """Every registered game, sorted by id (each installed one imported if not yet)."""
    return [get_plugin(game_id) for game_id in registered_games()]


def get_plugin(game_id: str) -> GamePlugin:
    """The plug-in of ``game_id``; ``InvalidCommand`` (``unknown_game``) if none."""
    if game_id in _EXTRA:
        return _EXTRA[game_id]
    if game_id not in _declared():
        raise InvalidCommand(
            "unknown_game",
            f"The companion does not know a game called {game_id!r}.",
            game=game_id,
        )
    return _load(game_id)


def get_ruleset(game_id: str) -> Ruleset:
    """The ruleset of ``game_id`` (its plug-in's)."""
    return get_plugin(game_id).ruleset
