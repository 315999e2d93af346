"""A setup checked against pp. 4–5."""

from __future__ import annotations

from companion.games.otys.commands import SetupGame
from companion.games.otys.data import COLOURS, DIVERS
from companion.games.otys.run import refuse


def public_spaces(players: int) -> int:
    """Public contracts: 3; 2 with 2 players (p. 5)."""
    return 2 if players == 2 else 3


def check_setup(command: SetupGame) -> None:
    """Distinct colours; each player's 8 different divers and one resource of each kind
    on zones 2–5; the 5 sponsors once each; the emporium's 2 + 1 + 1 cubes; the
    public contracts, all different."""
    players = command.players
    if len({p.colour for p in players}) != len(players):
        raise refuse("setup.colours", "Each player needs their own colour.")
    for seat, player in enumerate(players):
        if sorted(player.divers) != sorted(DIVERS):
            raise refuse("setup.divers", "Each player lays the 8 different divers.", seat=seat)
        if sorted(player.resources) != sorted(COLOURS):
            raise refuse(
                "setup.resources", "Each player lays one resource of each kind.", seat=seat
            )
    if sorted(s.tile for s in command.sponsors) != [1, 2, 3, 4, 5]:
        raise refuse("setup.sponsors", "The five sponsors go one on each level.")
    counts = sorted(command.emporium.get(c) for c in COLOURS)
    if counts != [0, 1, 1, 2]:
        raise refuse(
            "setup.emporium",
            "The emporium starts with 2 resources of one kind and 1 each of two others.",
        )
    if max(counts) > len(command.board.emporium.rows):
        raise refuse("setup.emporium", "The emporium column is too short.")
    ids = [c.id for c in command.public]
    if len(ids) != public_spaces(len(players)):
        raise refuse(
            "setup.public",
            "Lay 3 public contracts (2 with 2 players).",
            count=public_spaces(len(players)),
        )
    if len(set(ids)) != len(ids):
        raise refuse("setup.public_twice", "The public contracts are different cards.")
