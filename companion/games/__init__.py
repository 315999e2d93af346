"""The games the companion knows; importing this package registers them."""

from companion.games import underwater_cities  # noqa: F401
