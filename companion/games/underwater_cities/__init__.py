"""Underwater Cities: rules as data plus pure functions."""

from companion.core.registry import register
from companion.games.underwater_cities.ruleset import RULESET

register(RULESET)

__all__ = ["RULESET"]
