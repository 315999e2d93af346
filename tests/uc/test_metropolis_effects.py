"""Blue metropolis tiles: their instant effect when connected, by printed name.

German rulebook p. 14 ("Metropolen"): a blue metropolis is connected by the tunnel
on its tunnel site, and "die Metropolenplättchen bieten einige Vorteile, sobald sie
mit deinem Netzwerk verbunden sind … die blauen haben entweder einen sofortigen
Effekt oder einen sofortigen Effekt sowie einen Produktionseffekt"; p. 20
(Zusammenfassung der Metropolen): "Sofortiger Effekt. Wenn du diese Metropole
verbindest, erhältst du sofort 1 Tang."
"""

from __future__ import annotations

from typing import Any

from companion.core.session import Session
from companion.games.underwater_cities.actions import Action
from companion.games.underwater_cities.board import load_board
from companion.games.underwater_cities.library import CardLibrary, MetropolisEntry
from companion.games.underwater_cities.network import compute_network
from companion.games.underwater_cities.options import legal_options
from companion.games.underwater_cities.ruleset import RULESET

from .helpers import do, end_turn, event_types, place, put, resources, set_resources, state, turn

KELP = {"options": [[{"kind": "gain", "resources": {"kelp": 1}}]]}
BUILD = {"options": [[{"kind": "build", "kinds": ["farm"], "count": 1}]]}


def _library(**instants: dict[str, Any]) -> CardLibrary:
    rows = [
        CardLibrary().metropolis_row(
            MetropolisEntry(
                tile=tile,
                name=f"Tile {tile[-2:]}",
                text="printed text",
                instant=Action.model_validate(action),
                confirmed=True,
            )
        )
        for tile, action in instants.items()
    ]
    return CardLibrary().with_rows(rows)


def _game(library: CardLibrary) -> tuple[Session, str, str]:
    """P0 (board 1, blue_01 and blue_02) has every tunnel but the one joining a blue
    metropolis; returns the game, that metropolis space and its tunnel site."""
    game = Session(RULESET, data=library)
    deal = [
        {"brown": "brown_cities", "blue": ["blue_01", "blue_02"]},
        {"brown": "brown_tunnels", "blue": ["blue_03", "blue_04"]},
    ]
    players = [{"name": "Anna", "colour": "orange", "board": 1}]
    players.append({"name": "Ben", "colour": "blue", "board": 2})
    game.execute(
        {
            "type": "setup_game",
            "players": players,
            "seed": 3,
            "play_order": [0, 1],
            "metropolises": deal,
        }
    )
    board = load_board(1)
    space = next(m.id for m in board.metropolises if m.colour == "blue")
    last = next(t.id for t in board.tunnels if space in t.ends)
    for tunnel in board.tunnels:
        if tunnel.id != last and not any(m.id in tunnel.ends for m in board.metropolises):
            put(game, 0, tunnel.id, "tunnel")
    built = state(game).players[0].built
    assert space not in compute_network(board, built).connected_metropolises
    set_resources(game, 0, kelp=0, steelplast=5, credits=5, science=2)
    return game, space, last


def test_connecting_a_blue_metropolis_offers_its_instant_gain() -> None:
    """German pp. 14, 20: connecting the blue tile gives its instant effect (1 kelp)."""
    game, space, tunnel = _game(_library(blue_01=KELP, blue_02=KELP))
    place(game, "s12_09", "yellow")
    built = do(game, "build", site=tunnel, kind="tunnel")
    assert "metropolis_connected" in event_types(built)
    assert turn(game).metropolis_offers == (space,)
    offered = legal_options(state(game), 0, game.data)
    assert {"type": "use_metropolis", "player": 0, "site": space} in [
        o.model_dump(mode="json") for o in offered
    ]
    before = resources(game, 0)["kelp"]
    used = do(game, "use_metropolis", site=space)
    assert event_types(used) == ["metropolis_used", "gained"]
    assert resources(game, 0)["kelp"] == before + 1
    assert turn(game).metropolis_offers == ()
    reason = used.events[-1].reason  # type: ignore[attr-defined]
    assert reason.code == "uc.reason.metropolis"
    assert reason.params["effect"]["params"]["name"].startswith("Tile 0")


def test_an_instant_action_opens_an_effect_and_the_offer_lapses_at_turn_end() -> None:
    """A tile whose instant effect is an action (build 1 farm) opens it as an effect on
    top of the slot's; an offer not taken lapses when the turn ends ("sofort")."""
    game, space, tunnel = _game(_library(blue_01=BUILD, blue_02=BUILD))
    place(game, "s12_09", "yellow")
    do(game, "build", site=tunnel, kind="tunnel")
    opened = do(game, "use_metropolis", site=space)
    assert event_types(opened) == ["metropolis_used", "effect_opened"]
    assert turn(game).stack[-1].source == "metropolis"
    do(game, "finish")
    assert [f.source for f in turn(game).stack] == ["slot"]

    game, space, tunnel = _game(_library(blue_01=BUILD, blue_02=BUILD))
    place(game, "s12_09", "yellow")
    do(game, "build", site=tunnel, kind="tunnel")
    end_turn(game)
    assert state(game).turn is not None and state(game).turn.metropolis_offers == ()


def test_an_unknown_tile_lets_the_table_record_what_it_did() -> None:
    """A tile whose effect no table described opens a free effect (recorded step by step)."""
    game, space, tunnel = _game(CardLibrary())
    place(game, "s12_09", "yellow")
    do(game, "build", site=tunnel, kind="tunnel")
    do(game, "use_metropolis", site=space)
    assert turn(game).stack[-1].freeform
