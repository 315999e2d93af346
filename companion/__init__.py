"""The companion engine: game-agnostic core, game rulesets, store and CLI (no Qt)."""

__version__ = "0.1.0"

APP_NAME = "boardgame-companion"
"""The name of the app's folders in the user's data and cache folders."""
