"""Golden Antarctica playthroughs: JSON-lines command logs that replay to known final
scores and state ("FINE DEL GIOCO", "CONTEGGIO DEI PUNTI VITTORIA E VINCITORE").

Regenerate with ``tests/golden/make_ant_golden.py`` only after a deliberate rule change.
"""

from __future__ import annotations

import json

import pytest

from companion.core.session import replay
from companion.games.antarctica.ruleset import RULESET
from tests.golden.make_ant_golden import GAMES, expected
from tests.store.golden_game import GOLDEN, golden_commands, golden_known


@pytest.mark.parametrize("name", sorted(GAMES))
def test_golden_game_replays_to_its_known_scores(name: str) -> None:
    session = replay(RULESET, golden_commands(name))
    known = golden_known(name)
    assert session.state.phase == "finished"
    assert expected(session.state) == known


def test_golden_games_cover_every_player_count_and_both_tie_breaks() -> None:
    """VINCITORE DEL GIOCO: ties on points broken by first places and by building cards."""
    known = {name: golden_known(name) for name in GAMES}
    assert sorted(len(k["scores"]) for k in known.values()) == [2, 3, 4]
    assert {k["tie_break"] for k in known.values()} >= {
        "ant.score.tiebreak.first_places",
        "ant.score.tiebreak.building_cards",
    }


def test_companion_cli_replays_a_golden_game_without_naming_the_game(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``companion-cli replay`` finds the game whose rules read the log's setup."""
    from companion.cli import main

    assert main(["replay", str(GOLDEN / "ant_2p.jsonl"), "--compact"]) == 0
    state = json.loads(capsys.readouterr().out)
    known = golden_known("ant_2p")
    assert state == known["state"]
