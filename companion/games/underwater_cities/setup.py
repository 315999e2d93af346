"""Setting up a game of Underwater Cities (rulebook pp. 4–5)."""

from __future__ import annotations

import random

from companion.games.underwater_cities.board import PlayerBoard, boards_for_side, load_board
from companion.games.underwater_cities.calibration import layout_problems
from companion.games.underwater_cities.cards import PERSONAL_ASSISTANT_ID
from companion.games.underwater_cities.commands import MetropolisDeal, SetupGame
from companion.games.underwater_cities.errors import illegal
from companion.games.underwater_cities.events import GameSetUp, TurnStarted
from companion.games.underwater_cities.federation import starting_track
from companion.games.underwater_cities.model import BuiltItem, Resources
from companion.games.underwater_cities.slots import side_slots
from companion.games.underwater_cities.state import (
    ActionCard,
    CardInfo,
    Federation,
    GameState,
    MainBoardSide,
    PlayerState,
    Settings,
    Supply,
)

STARTING_RESOURCES = Resources(kelp=1, steelplast=1, science=1, credits=2)
WHITE_DOMES = 17
SYMBIOTIC_DOMES: dict[int, int | None] = {1: None, 2: 7, 3: 10, 4: 13}
BROWN_TILES = (
    "brown_metropolises",
    "brown_tunnels",
    "brown_cities",
    "brown_specials",
    "brown_sets",
)
BLUE_TILES = tuple(f"blue_{n:02d}" for n in range(1, 12))
FACE_UP_SPECIALS = 6
OPENING_HAND = 3


def _check_side(command: SetupGame) -> MainBoardSide:
    count = len(command.players)
    side = command.main_board or ("1-2" if count <= 2 else "3-4")
    if (side == "1-2") != (count <= 2):
        raise illegal(
            "main_board_side_mismatch",
            f"The {side} side of the main board is not for {count} players: "
            f"use the {'1-2' if count <= 2 else '3-4'} side.",
            side=side,
            players=count,
        )
    return side


def _play_order(command: SetupGame, rng: random.Random) -> tuple[int, ...]:
    count = len(command.players)
    if command.play_order is None:
        order = list(range(count))
        rng.shuffle(order)
        return tuple(order)
    if sorted(command.play_order) != list(range(count)):
        raise illegal(
            "bad_play_order",
            "The play order must name every seat exactly once.",
            play_order=list(command.play_order),
        )
    return tuple(command.play_order)


def _boards(command: SetupGame, side: str, rng: random.Random) -> list[int]:
    choices = boards_for_side(side)  # type: ignore[arg-type]
    chosen = [p.board for p in command.players]
    for board in chosen:
        if board is not None and board not in choices:
            raise illegal(
                "board_side_mismatch",
                f"Player board {board} is not a {side} board (all players use the same side).",
                board=board,
                side=side,
            )
    taken = [b for b in chosen if b is not None]
    if len(set(taken)) != len(taken):
        raise illegal("board_taken_twice", "Two players cannot use the same player board.")
    free = [b for b in choices if b not in taken]
    rng.shuffle(free)
    return [b if b is not None else free.pop() for b in chosen]


def left_out_in_solo() -> frozenset[str]:
    """The metropolis tiles the solo game leaves out (German p. 18; the built-in data)."""
    from companion.games.underwater_cities.library import builtin_data  # it imports this module

    return frozenset(
        t for t, entry in builtin_data().metropolises.items() if entry.left_out_in_solo
    )


def _metropolises(command: SetupGame, rng: random.Random) -> list[MetropolisDeal]:
    count = len(command.players)
    if command.metropolises is None:
        out = left_out_in_solo() if count == 1 else frozenset()
        browns = [t for t in BROWN_TILES if t not in out]
        blues = [t for t in BLUE_TILES if t not in out]
        rng.shuffle(browns)
        rng.shuffle(blues)
        return [
            MetropolisDeal(brown=browns[i], blue=(blues[2 * i], blues[2 * i + 1]))
            for i in range(count)
        ]
    deals = list(command.metropolises)
    if len(deals) != count:
        raise illegal(
            "metropolis_count",
            "Give every player one brown and two blue metropolis tiles.",
            players=count,
        )
    tiles = [t for d in deals for t in (d.brown, *d.blue)]
    for deal in deals:
        if deal.brown not in BROWN_TILES:
            raise illegal(
                "unknown_metropolis",
                f"{deal.brown} is not a brown metropolis tile.",
                tile=deal.brown,
            )
        for tile in deal.blue:
            if tile not in BLUE_TILES:
                raise illegal(
                    "unknown_metropolis", f"{tile} is not a blue metropolis tile.", tile=tile
                )
    if len(set(tiles)) != len(tiles):
        raise illegal("metropolis_dealt_twice", "A metropolis tile cannot be dealt twice.")
    return deals


def _layouts(command: SetupGame, side: str) -> dict[int, PlayerBoard]:
    """The layouts the command copied, by board; none at all: the first 3×3 grids."""
    layouts: dict[int, PlayerBoard] = {}
    for layout in command.layouts:
        if layout.side != side or layout.id in layouts:
            raise illegal(
                "bad_layouts",
                f"The setup carries a second or wrong-side layout of board {layout.id}.",
                board=layout.id,
            )
        if layout_problems(layout):
            raise illegal(
                "bad_layout",
                f"The layout of board {layout.id} is not usable: check it in the board editor.",
                board=layout.id,
            )
        layouts[layout.id] = layout
    missing = [b for b in boards_for_side(side) if b not in layouts]  # type: ignore[arg-type]
    if layouts and missing:
        raise illegal(
            "bad_layouts",
            f"The setup carries no layout of board {missing[0]}.",
            board=missing[0],
        )
    return layouts


def _solo_blockers(side: MainBoardSide, difficulty: int, edition: int) -> tuple[str, ...]:
    blocked = []
    for colour in ("green", "red", "yellow"):
        of_colour = [s.id for s in side_slots(side, edition) if s.colour == colour]
        blocked.append(of_colour[min(difficulty, len(of_colour)) - 1])
    return tuple(blocked)


def setup_events(command: SetupGame) -> list[GameSetUp | TurnStarted]:
    """Validate the setup and produce the initial table."""
    rng = random.Random(command.seed)
    count = len(command.players)
    side = _check_side(command)
    solo = count == 1
    board_side = command.board_side or ("asymmetric" if solo else "standard")
    if solo and board_side != "asymmetric":
        raise illegal(
            "solo_needs_asymmetric",
            "The solo game uses the expert (asymmetric) side of the player board.",
        )
    if solo and command.government_contracts:
        raise illegal("solo_no_contracts", "Government contracts are not used in the solo game.")
    names = [p.name.strip().casefold() for p in command.players]
    if len(set(names)) != len(names):
        raise illegal("duplicate_name", "Every player needs a different name.")
    order = _play_order(command, rng)
    boards = _boards(command, board_side, rng)
    deals = _metropolises(command, rng)
    slot_ids = {s.id for s in side_slots(side, command.rules_edition)}
    for slot in command.slot_colours:
        if slot not in slot_ids:
            raise illegal(
                "unknown_slot", f"There is no action slot {slot} on this side.", slot=slot
            )

    if solo:
        federation = Federation(space=(0,), height=(0,), counter=1)
        gains = [Resources()]
    else:
        federation, gains = starting_track(order)
    layouts = _layouts(command, board_side)
    players = []
    for seat, setup in enumerate(command.players):
        layout = layouts.get(boards[seat])
        board = layout or load_board(boards[seat])
        brown = next(m.id for m in board.metropolises if m.colour == "brown")
        blues = [m.id for m in board.metropolises if m.colour == "blue"]
        deal = deals[seat]
        players.append(
            PlayerState(
                name=setup.name.strip(),
                colour=setup.colour,
                board=boards[seat],
                layout=layout,
                resources=STARTING_RESOURCES + gains[seat],
                hand=OPENING_HAND,
                built={board.start_city: BuiltItem(kind="city")},
                metropolises={brown: deal.brown, **dict(zip(blues, deal.blue, strict=False))},
                action_cards=(
                    ActionCard(
                        id=PERSONAL_ASSISTANT_ID,
                        card=CardInfo(name="Personal Assistant", type="action"),
                    ),
                ),
            )
        )
    state = GameState(
        seed=command.seed,
        settings=Settings(
            main_board=side,
            board_side=board_side,
            solo=solo,
            government_contracts=command.government_contracts,
            slot_colours=dict(command.slot_colours),
            rules_edition=command.rules_edition,
        ),
        players=tuple(players),
        supply=Supply(
            white_domes=WHITE_DOMES - count,
            symbiotic_domes=SYMBIOTIC_DOMES[count],
            tunnels=command.tunnel_supply,
        ),
        federation=federation,
        play_order=order,
        blocked=_solo_blockers(side, command.solo_difficulty, command.rules_edition)
        if solo
        else (),
        special_face_up=tuple(f"face_up_{n}" for n in range(1, FACE_UP_SPECIALS + 1)),
        special_names={
            f"face_up_{n}": name.strip() for n, name in enumerate(command.face_up_specials, start=1)
        },
        points_by_round=(),
    )
    return [
        GameSetUp(state=state),
        TurnStarted(player=order[0], number=1, turn_index=0, automatic=True),
    ]
