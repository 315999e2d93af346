"""Generic subcommands of ``companion-cli``; each module registers itself on import."""

from companion.cli_commands import (
    game_commands,  # noqa: F401
    stats_commands,  # noqa: F401
    store_commands,  # noqa: F401
)
