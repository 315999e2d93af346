"""Subcommands of ``companion-cli``; each module registers itself on import."""
