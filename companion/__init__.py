"""The companion engine: game-agnostic core, game rulesets, store and CLI (no Qt)."""

__version__ = "0.1.0"
