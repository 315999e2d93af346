"""The one registry of games: plug-ins found through entry points.

A game is a distribution's entry point in the group ``companion.games`` whose
object is a :class:`~companion.core.plugin.GamePlugin` (declared in
``pyproject.toml``; see ``docs/adding-a-game.md``). Nothing is registered by
importing a module for its side effect. Tests may :func:`register` extra games.
"""

from __future__ import annotations

from functools import cache
from importlib.metadata import entry_points

from companion.core.errors import DataError, InvalidCommand
from companion.core.plugin import GamePlugin, Ruleset

GROUP = "companion.games"
"""The entry-point group that lists the games."""

_EXTRA: dict[str, GamePlugin] = {}


@cache
def _installed() -> dict[str, GamePlugin]:
    found: dict[str, GamePlugin] = {}
    for point in entry_points(group=GROUP):
        plugin = point.load()
        if plugin.id != point.name:
            raise DataError(
                "plugin_misnamed",
                f"The game plug-in {point.value} calls itself {plugin.id!r} but is "
                f"declared as {point.name!r}.",
                entry_point=point.value,
            )
        found[plugin.id] = plugin
    return found


def register(plugin: GamePlugin) -> GamePlugin:
    """Add a game that is not installed as an entry point (tests, experiments)."""
    existing = _installed().get(plugin.id) or _EXTRA.get(plugin.id)
    if existing is not None and existing is not plugin:
        raise ValueError(f"a different game is already registered as {plugin.id!r}")
    _EXTRA[plugin.id] = plugin
    return plugin


def plugins() -> list[GamePlugin]:
    """Every registered game, sorted by id."""
    every = {**_installed(), **_EXTRA}
    return [every[game_id] for game_id in sorted(every)]


def registered_games() -> list[str]:
    """The ids of all registered games, sorted."""
    return [plugin.id for plugin in plugins()]


def get_plugin(game_id: str) -> GamePlugin:
    """The plug-in of ``game_id``; ``InvalidCommand`` (``unknown_game``) if none."""
    plugin = _EXTRA.get(game_id) or _installed().get(game_id)
    if plugin is None:
        raise InvalidCommand(
            "unknown_game",
            f"The companion does not know a game called {game_id!r}.",
            game=game_id,
        )
    return plugin


def get_ruleset(game_id: str) -> Ruleset:
    """The ruleset of ``game_id`` (its plug-in's)."""
    return get_plugin(game_id).ruleset
